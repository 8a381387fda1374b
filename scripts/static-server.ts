/**
 * Serves dist/ the way a good static host does: precise content types,
 * brotli/gzip, immutable caching for hashed assets, the headers from
 * dist/_headers, prerendered routes with or without trailing slash, and the
 * 404 page with status 404 for everything else.
 */
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { IMMUTABLE, REVALIDATE } from "./security-headers";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml", ".webmanifest"]);

/** Parses the `/*` and `/assets/*` blocks of a Netlify-style _headers file. */
function parseHeadersFile(text: string): Array<{ prefix: string; headers: Record<string, string> }> {
  const rules: Array<{ prefix: string; headers: Record<string, string> }> = [];
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) rules.push({ prefix: line.trim().replace(/\*$/, ""), headers: {} });
    else {
      const [name, ...value] = line.trim().split(":");
      const rule = rules.at(-1);
      if (rule && name) rule.headers[name] = value.join(":").trim();
    }
  }
  return rules;
}

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type StaticServer = { url: string; server: Server; stop(): Promise<void> };

export async function serveStatic(opts: { dir?: string; port?: number; host?: string } = {}): Promise<StaticServer> {
  const root = resolve(opts.dir ?? "dist");
  const host = opts.host ?? "127.0.0.1";
  const headerRules = parseHeadersFile(await readFile(join(root, "_headers"), "utf8").catch(() => ""));
  // Compressed once per file, off the event loop (zlib's thread pool): brotli at
  // quality 11 takes hundreds of milliseconds for the big chunks, and a
  // synchronous call stalled every other request of a test or benchmark.
  const compressed = new Map<string, Promise<{ br: Buffer; gzip: Buffer }>>();

  async function locate(pathname: string): Promise<{ file: string; status: number }> {
    const notFound = { file: join(root, "404.html"), status: 404 };
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      // "/%" or "/50%": no file has that name; before, the exception answered a bare 500.
      return notFound;
    }
    const clean = normalize(decoded).replace(/^(\.\.[/\\])+/, "");
    const candidates = [
      join(root, clean),
      join(root, clean, "index.html"),
      join(root, `${clean.replace(/\/$/, "")}.html`),
    ];
    for (const file of candidates) {
      if (file.startsWith(root) && (await isFile(file))) return { file, status: 200 };
    }
    return notFound;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const { file, status } = await locate(pathname);
    const ext = extname(file);
    for (const rule of headerRules)
      if (pathname.startsWith(rule.prefix)) for (const [k, v] of Object.entries(rule.headers)) res.setHeader(k, v);
    res.setHeader("Content-Type", TYPES[ext] ?? "application/octet-stream");
    if (!pathname.startsWith("/assets/")) res.setHeader("Cache-Control", status === 404 ? "no-store" : REVALIDATE);
    else res.setHeader("Cache-Control", IMMUTABLE);
    res.setHeader("Vary", "Accept-Encoding");

    const accept = String(req.headers["accept-encoding"] ?? "");
    if (COMPRESSIBLE.has(ext) && /\b(br|gzip)\b/.test(accept)) {
      let pending = compressed.get(file);
      if (!pending) {
        pending = readFile(file).then(async (raw) => {
          const [br, gz] = await Promise.all([
            brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(raw, { level: 9 }),
          ]);
          return { br, gzip: gz };
        });
        pending.catch(() => compressed.delete(file));
        compressed.set(file, pending);
      }
      const entry = await pending;
      const encoding = /\bbr\b/.test(accept) ? "br" : "gzip";
      const body = entry[encoding];
      res.writeHead(status, { "Content-Encoding": encoding, "Content-Length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const size = (await stat(file)).size;
    res.writeHead(status, { "Content-Length": size });
    if (req.method === "HEAD") res.end();
    else createReadStream(file).pipe(res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((ok) => server.listen(opts.port ?? 4173, host, ok));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : opts.port;
  return {
    url: `http://${host}:${port}`,
    server,
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

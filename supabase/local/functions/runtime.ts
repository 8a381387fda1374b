import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, verifyJwt } from "../keys.ts";
import { sendJson, send } from "../http.ts";
import { functionEntry, readEnvFile, sourceStamp, verifiesJwt } from "./config.ts";

const HOST_SCRIPT = fileURLToPath(new URL("./host.ts", import.meta.url));

// Hosted projects and the CLI's gateway give a function 150 s without a byte before answering 504.
const IDLE_TIMEOUT_MS = 150_000;
// Edge Functions take these methods (hosted answers others with 405).
const METHODS = new Set(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "te"]);

export type FunctionsOptions = {
  /** supabase/functions, absolute */
  dir: string;
  /** supabase/config.toml (for `verify_jwt`), or null for the default (verify). */
  configToml: string | null;
  /** Secrets as `supabase secrets set --env-file` would set them (supabase/functions/.env.local-stack). */
  envFile: string | null;
  /** Further secrets and overrides (tests, process env), applied after envFile. */
  env?: Record<string, string>;
  log: (message: string) => void;
};

/** Deno binary of the `deno` npm package (its platform package when the install script did not run). */
function denoBinary(): string {
  const require = createRequire(import.meta.url);
  return (require("deno/install_api.cjs") as { runInstall(): string }).runInstall();
}

type Host = { child: ChildProcess; port: Promise<number>; stamp: string; inFlight: number; retired: boolean };

/**
 * `/functions/v1/<name>` of the local stack: the gateway's part (JWT check per `verify_jwt`,
 * `Authorization` from the apikey like Kong's request-transformer, 150 s idle timeout) in Node,
 * the functions in one Deno process (host.ts) started on the first call, started again when it
 * dies, and replaced when a file under supabase/functions changes.
 */
export class FunctionsRuntime {
  private host: Host | null = null;
  private stopped = false;
  private stackUrl = "";

  constructor(private readonly opts: FunctionsOptions) {}

  /** The stack's own URL: the functions' SUPABASE_URL. */
  setUrl(url: string): void {
    this.stackUrl = url;
  }

  /** The functions' secrets: the env file, names in it overridden by the process env, then the options'. */
  secrets(): Record<string, string> {
    const secrets = readEnvFile(this.opts.envFile ?? "");
    for (const name of Object.keys(secrets)) secrets[name] = process.env[name] ?? secrets[name]!;
    return { ...secrets, ...this.opts.env };
  }

  /** Answers a request for `/functions/v1/<subpath>`. */
  async handle(req: http.IncomingMessage, res: http.ServerResponse, subpath: string): Promise<void> {
    const name = subpath.split("/")[1] ?? "";
    if (functionEntry(this.opts.dir, name) === null) {
      send(res, 404, "Function not found", { "Content-Type": "text/plain" });
      return;
    }
    if (!METHODS.has(req.method ?? "")) {
      sendJson(res, 405, { code: "METHOD_NOT_ALLOWED", message: "Method not allowed" });
      return;
    }
    const authorization = gatewayAuthorization(req.headers);
    if (req.method !== "OPTIONS" && verifiesJwt(this.opts.configToml, name)) {
      const refusal = jwtRefusal(authorization);
      if (refusal) {
        sendJson(res, 401, { msg: refusal });
        return;
      }
    }
    const host = this.currentHost();
    host.inFlight++;
    let port: number | null = null;
    try {
      port = await host.port;
      await this.forward(req, res, port, subpath, authorization);
    } catch (error) {
      this.opts.log(`functions: ${(error as Error).message}`);
      // The process is gone or going (a function ended it): the next call starts a new one.
      if (this.host === host) this.host = null;
      host.retired = true;
      if (res.headersSent) res.destroy();
      else if (port === null) {
        sendJson(res, 503, { code: "BOOT_ERROR", message: "Worker failed to boot (please check logs)" });
      } else
        sendJson(res, 500, { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" });
    } finally {
      host.inFlight--;
      if (host.retired && host.inFlight === 0) host.child.kill();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const host = this.host;
    this.host = null;
    if (host) await killed(host.child);
  }

  private currentHost(): Host {
    const stamp = sourceStamp(this.opts.dir);
    const host = this.host;
    if (host && host.stamp === stamp && host.child.exitCode === null && host.child.signalCode === null) return host;
    if (host) {
      host.retired = true;
      if (host.inFlight === 0) host.child.kill();
    }
    if (this.stopped) throw new Error("the local stack is stopping");
    this.host = this.startHost(stamp);
    return this.host;
  }

  private startHost(stamp: string): Host {
    // Hosted reserves the SUPABASE_ names for itself: no secret overrides them.
    const functionEnv = {
      ...this.secrets(),
      SUPABASE_URL: this.stackUrl,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
    };
    const runtimeEnv: Record<string, string> = { NO_COLOR: "1" };
    for (const name of ["HOME", "PATH", "DENO_DIR", "XDG_CACHE_HOME"]) {
      const value = process.env[name];
      if (value !== undefined) runtimeEnv[name] = value;
    }
    const child = spawn(
      denoBinary(),
      [
        "run",
        "--quiet",
        "--no-prompt",
        // npm: imports come from the project's node_modules; nothing is downloaded.
        "--node-modules-dir=manual",
        "--cached-only",
        "--no-lock",
        "--allow-net",
        "--allow-env",
        "--allow-read",
        "--allow-sys",
        HOST_SCRIPT,
      ],
      {
        cwd: process.cwd(),
        env: {
          ...runtimeEnv,
          ...functionEnv,
          SUPABASE_INTERNAL_FUNCTIONS_DIR: this.opts.dir,
          SUPABASE_INTERNAL_HIDE: Object.keys(runtimeEnv).join(","),
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const log = this.opts.log;
    const port = new Promise<number>((resolve, reject) => {
      let buffered = "";
      let listening = false;
      child.stdout!.setEncoding("utf8");
      child.stdout!.on("data", (chunk: string) => {
        if (listening) return void process.stdout.write(chunk);
        buffered += chunk;
        const newline = buffered.indexOf("\n");
        if (newline < 0) return;
        listening = true;
        try {
          resolve((JSON.parse(buffered.slice(0, newline)) as { port: number }).port);
        } catch {
          reject(new Error(`functions host said ${buffered.slice(0, newline)}`));
        }
        const rest = buffered.slice(newline + 1);
        if (rest) process.stdout.write(rest);
      });
      child.once("error", reject);
      child.once("exit", (code, signal) => {
        reject(new Error(`functions host exited (${signal ?? code}) before listening`));
        if (!listening || this.host?.child !== child) return;
        log(`functions host exited (${signal ?? code}); the next call starts it again`);
      });
    });
    port.catch(() => undefined);
    // Functions' console output is the stack's log, as `supabase functions serve` shows it.
    child.stderr!.pipe(process.stderr, { end: false });
    child.unref();
    (child.stdout as unknown as { unref?: () => void }).unref?.();
    (child.stderr as unknown as { unref?: () => void }).unref?.();
    return { child, port, stamp, inFlight: 0, retired: false };
  }

  private forward(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    port: number,
    subpath: string,
    authorization: string | undefined,
  ): Promise<void> {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
    }
    if (authorization !== undefined) headers.authorization = authorization;
    const query = req.url?.includes("?") ? req.url.slice(req.url.indexOf("?")) : "";
    return new Promise<void>((resolve, reject) => {
      const upstream = http.request(
        { host: "127.0.0.1", port, method: req.method, path: subpath + query, headers, timeout: IDLE_TIMEOUT_MS },
        (answer) => {
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
          answer.on("end", resolve);
          answer.on("error", reject);
        },
      );
      upstream.on("timeout", () => {
        upstream.destroy();
        if (!res.headersSent) sendJson(res, 504, { message: "The upstream server is timing out" });
        else res.destroy();
        resolve();
      });
      upstream.on("error", reject);
      res.on("close", () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    });
  }
}

/** Kong's request-transformer: the caller's Authorization, else `Bearer <apikey>`. */
function gatewayAuthorization(headers: http.IncomingHttpHeaders): string | undefined {
  if (headers.authorization) return headers.authorization;
  const apikey = Array.isArray(headers.apikey) ? headers.apikey[0] : headers.apikey;
  return apikey ? `Bearer ${apikey}` : undefined;
}

/** Why the Edge Runtime refuses the call (its words), or null when the JWT is good. */
function jwtRefusal(authorization: string | undefined): string | null {
  if (!authorization) return "Error: Missing authorization header";
  const [scheme, token] = authorization.split(" ");
  if (scheme !== "Bearer") return "Error: Auth header is not 'Bearer {token}'";
  return verifyJwt(token ?? "").ok ? null : "Invalid JWT";
}

function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill();
  });
}

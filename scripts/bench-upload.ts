/**
 * `npm run bench:upload`: the wizard's image upload in Chromium against the
 * local stack (src/features/wizard/uploads/: tus, the first 6 MB in the creation request).
 *
 * 1. Uploads 20 images of 5 MB and one of 25 MB through the step-4 widget and
 *    prints the wall time next to the time of sending the same bytes in one
 *    plain request (goal ≤ 1.3×): --runs pairs (default 3), each in a fresh
 *    session whose images are deleted afterwards; the pair with the median ratio.
 *    Then both again over an emulated visitor's uplink (scripts/emulated-link.ts), where the
 *    link, not this machine's CPU, is what a visitor waits for.
 * 2. Uploads the 25 MB image again, cuts the connection when half of it has
 *    gone out, and prints how much was sent twice (goal ≤ one 6 MB chunk): the worst of
 *    --cuts uploads (default 3), and each.
 * 3. Picks 10 real photos of 12 MP (JPEGs that Chromium encodes) and prints when the
 *    last one's preview is drawn: the noise above (JPEG-headed, e2e/support/wizard-files.ts) decodes to nothing.
 *
 * The stack runs in its own process (scripts/stack-process.ts), as Supabase
 * runs apart from the browser. The browser talks to it through a small proxy
 * on --stack-port (the URL baked into the build), which counts the bytes of
 * every tus request body (creation POST and PATCH) and can cut them. The plain-request baseline goes through
 * the same proxy to a sink in a process of its own (it reads the body and
 * answers 204), so both paths cross the same hops.
 * Also printed: the CPU time that all processes (browser, stack, sink, this one) spent in
 * each run, and how many cores that kept busy on average. On loopback both runs are bound
 * by CPU, not by the link, so the ratio is one of CPU time.
 * Builds into --dir for --stack-port first; --reuse keeps a build there that was made for that port.
 * Its own ports and folder, not the e2e run's (4183/54331/dist-e2e, which it rebuilt for another port):
 * Flags: --dir build/bench-upload --port 4193 --stack-port 54393 (the port the build talks to), --verbose (request
 * timeline), --no-thumbnails (the proxy refuses image downloads, to see what they cost),
 * --warm-uploads <n> (uploads that warm the stack up first, default 60; see warmStack),
 * --cpu-profile <file> (the page's main-thread CPU profile of run 1's widget upload),
 * --trace <file> (a Chromium trace of all its processes during run 1's widget upload, for chrome://tracing or Perfetto),
 * --link-mbit <n> and --rtt <ms> (the emulated visitor's uplink of step 1b, default 40 Mbit/s and 30 ms;
 * --link-mbit 0 skips that step), --cuts <n> (uploads cut at 50 %, default 3), --quick (--runs 1 --cuts 1
 * --warm-uploads 4 --link-mbit 0: CI checks that it runs), --runs <n> (widget and
 * plain request pairs of step 1, default 3; the pair with the median ratio is printed, with every ratio).
 */
import { chromium, type Page } from "@playwright/test";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { spawn } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { noiseJpeg } from "../e2e/support/wizard-files";
import { filledThroughStep3, localCopyKey, newSessionId } from "../e2e/support/wizard-session";
import { performance } from "node:perf_hooks";
import { chromiumArgs, chromiumPath } from "../e2e/support/chromium";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys";
import { THUMBNAIL_WIDTH } from "../src/features/wizard/uploads/thumbnail-draw";
import { creationHeaders } from "../supabase/local/storage/tus";
import { ensureBenchBuild } from "./bench-build";
import { benchDeadline, within } from "./bench-wait";
import { flag, option } from "./cli-args";
import { createUplink, pipeOverLink, type LinkSettings, type Uplink } from "./emulated-link";
import { cpuByRole, cpuSince, cpuTotalSince } from "./process-cpu";
import { startStackProcess } from "./stack-process";
import { serveStatic } from "./static-server";

const dir = option("dir", "build/bench-upload");
const webPort = Number(option("port", "4193"));
const proxyPort = Number(option("stack-port", "54393"));
/** --quick: one pair, one cut, a few warm-up uploads, no emulated link (CI checks that it runs). */
const quick = flag("quick");
const warmUploads = Number(option("warm-uploads", quick ? "4" : "60"));
const cuts = Math.max(1, Number(option("cuts", quick ? "1" : "3")));
const runs = Math.max(1, Number(option("runs", quick ? "1" : "3")));
/** --cpu-profile <file>: the page's main-thread CPU profile of the first widget upload (open it in DevTools). */
const profileFile = option("cpu-profile", "") || null;
/** --trace <file>: Chromium's trace (style, layout, paint, IPC, network) of the first widget upload. */
const traceFile = option("trace", "") || null;
/** A VDSL line's or a good LTE cell's uplink (see scripts/emulated-link.ts). */
const link: LinkSettings = {
  mbit: Number(option("link-mbit", quick ? "0" : "40")),
  rttMs: Number(option("rtt", "30")),
};
const MB = 1024 * 1024;
const CHUNK = 6 * MB;
const SMALL = 5 * MB;
const LARGE = 25 * MB;
/** Real photos whose previews step 3 times. */
const PHOTOS = 10;

// ── A counting, cutting proxy in front of the stack ─────────────────────────

type ProxyState = {
  tusBytes: number;
  cutAfter: number | null;
  cuts: number;
  publicBytes: number;
  /** Requests to the stack by method (CORS preflights included, which Playwright does not report). */
  requests: Map<string, number>;
  /** While set, requests cross an emulated visitor's link (scripts/emulated-link.ts) instead of bare loopback. */
  link: { uplink: Uplink; rttMs: number } | null;
};

function startProxy(target: number, sinkPort: number, port: number, state: ProxyState): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const toSink = req.url?.startsWith("/__bench/sink") ?? false;
    const isPublicRead = req.method === "GET" && req.url?.includes("/object/public/");
    if (isPublicRead && flag("no-thumbnails")) return void res.writeHead(404).end();
    if (!toSink) state.requests.set(req.method ?? "", (state.requests.get(req.method ?? "") ?? 0) + 1);
    const upstream = http.request(
      { host: "127.0.0.1", port: toSink ? sinkPort : target, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const forward = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          if (isPublicRead) answer.on("data", (chunk: Buffer) => (state.publicBytes += chunk.length));
          answer.pipe(res);
        };
        // On the emulated link every answer comes one round trip after its request was through.
        if (link) setTimeout(forward, link.rttMs);
        else forward();
      },
    );
    upstream.on("error", () => res.destroy());
    // A tus body: a PATCH, or the first chunk in the creation request (creation-with-upload).
    const counted = (req.method === "PATCH" || req.method === "POST") && req.url?.includes("/upload/resumable");
    const link = state.link;
    req.on("data", (chunk: Buffer) => {
      if (!counted) return;
      state.tusBytes += chunk.length;
      if (state.cutAfter !== null && state.tusBytes >= state.cutAfter) {
        // The connection drops in the middle of a chunk, as on a train going into a tunnel.
        state.cutAfter = null;
        state.cuts += 1;
        upstream.destroy();
        req.socket.destroy();
      }
    });
    if (link) pipeOverLink(req, upstream, link.uplink);
    else req.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/**
 * The plain request's receiver: a process of its own behind the same proxy,
 * like the stack, so both paths cross the same hops and the same process
 * boundaries. It reads the body and answers 204.
 */
async function startSinkProcess(): Promise<{ port: number; stop(): void }> {
  const code = `
    const cors = { "access-control-allow-origin": "*", "access-control-allow-methods": "POST", "access-control-allow-headers": "content-type" };
    const server = require("node:http").createServer((req, res) => {
      if (req.method === "OPTIONS") return void res.writeHead(204, cors).end();
      req.on("data", () => {});
      req.on("end", () => res.writeHead(204, cors).end());
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  process.once("exit", () => child.kill());
  const [line] = (await once(child.stdout!, "data")) as [Buffer];
  return { port: Number(line.toString().trim()), stop: () => void child.kill() };
}

// ── The wizard at step 4 ────────────────────────────────────────────────────

async function imageStep(page: Page, baseUrl: string) {
  const id = newSessionId();
  const copy = { id, data: filledThroughStep3, currentStep: 4, completedSteps: [1, 2, 3], timestamp: Date.now() };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    localCopyKey(id),
    JSON.stringify(copy),
  ] as const);
  await page.goto(`${baseUrl}/konfigurator`);
  await page.getByRole("button", { name: "Fortsetzen" }).click({ timeout: 60_000 });
  await page.getByText("Eigene Bilder hochladen").click();
  return id;
}

const serviceHeaders = {
  apikey: LOCAL_SERVICE_ROLE_KEY,
  authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
  "content-type": "application/json",
};
const folderOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

/**
 * Deletes a session's images again, so that every run starts with the memory the stack had
 * before: the stack keeps objects in memory, and each run adds 125 MB.
 */
async function removeSessionImages(sessionId: string) {
  const prefix = `uploads/${folderOf(sessionId)}`;
  const listed = await fetch(`${stack.url}/storage/v1/object/list/konfigurator-bilder`, {
    method: "POST",
    headers: serviceHeaders,
    body: JSON.stringify({ prefix, limit: 1000 }),
  });
  const names = ((await listed.json()) as { name: string }[]).map(({ name }) => `${prefix}/${name}`);
  if (names.length === 0) throw new Error(`clean-up found no images of session ${sessionId}`);
  await deleteImages(names, "clean-up");
}

/** Deletes these image objects with the service key; throws unless every one of them went. */
async function deleteImages(names: string[], what: string) {
  const removed = await fetch(`${stack.url}/storage/v1/object/konfigurator-bilder`, {
    method: "DELETE",
    headers: serviceHeaders,
    body: JSON.stringify({ prefixes: names }),
  });
  const deleted = removed.ok ? ((await removed.json()) as unknown[]).length : 0;
  if (deleted !== names.length) throw new Error(`${what} deleted ${deleted} of ${names.length} (${removed.status})`);
}

/** User and system CPU time of a process.cpuUsage() difference, e.g. "850 ms". */
const cpuMs = (usage: NodeJS.CpuUsage) => `${((usage.user + usage.system) / 1000).toFixed(0)} ms`;
/** Milliseconds as seconds, e.g. "0.83 s". */
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const files = await mkdtemp(path.join(tmpdir(), "bench-upload-"));
async function image(name: string, size: number) {
  const file = path.join(files, name);
  await writeFile(file, noiseJpeg(size));
  return file;
}

/**
 * A warm server, as in production. A stack that has just started compiles its
 * hot JavaScript and PGlite's WebAssembly (V8 tiers it up on background
 * threads) while the first uploads run: `perf` of the stack showed more than
 * half of its helper threads' CPU in TurboFan after 20 uploads, competing with
 * the browser on this two-core machine; a hosted Storage and Postgres run
 * compiled code. So the stack first takes the widget's request mix (a CORS
 * preflight and an upload, three at a time) `--warm-uploads` times, each time
 * both ways a build may send a small file: a raw object POST and a tus
 * creation request carrying the whole file. The warm objects are deleted
 * again, so the measured uploads start with the memory the stack had before.
 * The requests cross the bench's proxy, as the measured ones do: sent to the
 * stack directly, they left the proxy cold for the first widget upload (this
 * process spent 1800 ms of CPU in it against 850–1230 ms in later ones), and
 * the first pair's ratio was the highest of its run in most runs.
 */
async function warmStack(count: number) {
  // A session folder holds at most 100 images (…_storage_after_submit_and_counts.sql), and each
  // warm-up round stores two: so a new session for every WARM_PER_SESSION rounds.
  const WARM_PER_SESSION = 40;
  const sessions = Array.from({ length: Math.ceil(count / WARM_PER_SESSION) }, () => newSessionId());
  const body = randomBytes(SMALL);
  const warm = Array.from({ length: count }, (_, i) => {
    const id = sessions[Math.floor(i / WARM_PER_SESSION)]!;
    return { id, name: `uploads/${folderOf(id)}/warm-${i}.jpg`, tusName: `uploads/${folderOf(id)}/warm-tus-${i}.jpg` };
  });
  const names = warm.map(({ name }) => name);
  const tusNames = warm.map(({ tusName }) => tusName);
  const credentials = (id: string) => ({
    apikey: LOCAL_ANON_KEY,
    authorization: `Bearer ${LOCAL_ANON_KEY}`,
    "x-wizard-session": id,
  });
  const preflight = (url: string, headers: string) =>
    fetch(url, {
      method: "OPTIONS",
      headers: { origin: baseUrl, "access-control-request-method": "POST", "access-control-request-headers": headers },
    });
  const objectUpload = async (id: string, name: string) => {
    const url = `${proxyUrl()}/storage/v1/object/konfigurator-bilder/${name}`;
    await preflight(url, "apikey,authorization,cache-control,content-type,x-upsert,x-wizard-session");
    return fetch(url, {
      method: "POST",
      headers: {
        ...credentials(id),
        "content-type": "image/jpeg",
        "cache-control": "max-age=3600",
        "x-upsert": "false",
      },
      body,
    });
  };
  const tusUpload = async (id: string, name: string) => {
    const url = `${proxyUrl()}/storage/v1/upload/resumable`;
    await preflight(url, "apikey,authorization,content-type,tus-resumable,upload-length,upload-metadata,x-upsert");
    const metadata = {
      bucketName: "konfigurator-bilder",
      objectName: name,
      contentType: "image/jpeg",
      cacheControl: "3600",
    };
    return fetch(url, {
      method: "POST",
      headers: {
        ...credentials(id),
        ...creationHeaders(body.length, metadata, { withBody: true }),
        "x-upsert": "false",
      },
      body,
    });
  };
  const queue = [...warm];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      for (const response of [await objectUpload(next.id, next.name), await tusUpload(next.id, next.tusName)]) {
        if (!response.ok) throw new Error(`warm-up upload answered ${response.status}`);
      }
    }
  };
  await Promise.all([lane(), lane(), lane()]);
  await deleteImages([...names, ...tusNames], "warm-up clean-up");
}

/** What --trace records: DevTools' timeline (tasks, style, layout, paint), the scheduler's top-level tasks, IPC. */
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "blink",
  "loading",
  "v8.execute",
  "ipc",
  "mojom",
];

/** Samples the page's main thread (CDP Profiler, every 100 µs) until `stopInto` writes the profile. */
async function startPageProfile(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  await cdp.send("Profiler.start");
  return {
    async stopInto(file: string) {
      const { profile } = await cdp.send("Profiler.stop");
      await writeFile(file, JSON.stringify(profile));
      await cdp.detach();
      console.error(`CPU profile of the page's main thread during run 1: ${file}`);
    },
  };
}

/**
 * Times the widget in the page, from the input's change event to the counter showing 21:
 * Playwright's waitFor polls every 500 ms after the first few tries, which alone could add half a
 * second. Call before the files are picked; `clockedTime` waits for the result.
 */
async function installWidgetClock(page: Page) {
  await page.evaluate(() => {
    const clock = window as unknown as { benchStart?: number; benchEnd?: number };
    document.addEventListener("change", () => (clock.benchStart ??= performance.now()), { capture: true });
    const counter = [...document.querySelectorAll("p")].find((p) => /\d+ von 50/.test(p.textContent ?? ""));
    if (!counter) throw new Error("no image counter");
    const observer = new MutationObserver(() => {
      if (!/\b21 von 50/.test(counter.textContent ?? "")) return;
      clock.benchEnd = performance.now();
      observer.disconnect();
    });
    observer.observe(counter, { childList: true, subtree: true, characterData: true });
    // Main-thread time in tasks over 50 ms while uploading (reported with --verbose).
    const busy = window as unknown as { benchLongTasks?: number[] };
    busy.benchLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) busy.benchLongTasks!.push(entry.duration);
    }).observe({ type: "longtask" });
  });
}

/** The time between the page's `benchStart` and `benchEnd`, once both are set (installWidgetClock, previewTime). */
async function clockedTime(page: Page): Promise<number> {
  const done = await within(
    "the widget to show every picked file as uploaded (benchStart and benchEnd set)",
    600_000,
    page.waitForFunction(
      () => {
        const { benchStart, benchEnd } = window as unknown as { benchStart?: number; benchEnd?: number };
        return benchStart !== undefined && benchEnd !== undefined ? benchEnd - benchStart : null;
      },
      null,
      { timeout: 0, polling: 100 },
    ),
  );
  return Number(await done.jsonValue());
}

const proxyUrl = () => `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

type Pair = {
  widgetMs: number;
  plainMs: number;
  /** The same files as one request each to the sink (perFileSinkTime): what requests alone cost, without a server's work. */
  perFileMs: number;
  /** CPU of all processes and the wall time they were counted over (see coresBusy). */
  widgetCpu: { ms: number; wallMs: number };
  plainCpu: { ms: number; wallMs: number };
  /** Public image bytes the proxy served while the widget uploaded. */
  downloadedBytes: number;
};

/**
 * The widget's upload of `paths` in a fresh session at step 4, then the same bytes as one plain
 * request from the same page. With --verbose: the request timeline and each process's CPU.
 */
async function loopbackPair(run: number, paths: string[], bytes: number): Promise<Pair> {
  const context = await browser.newContext({ locale: "de-DE" });
  try {
    const page = await context.newPage();
    const sessionId = await imageStep(page, baseUrl);
    const timeline: string[] = [`run ${run + 1} of ${runs}:`];
    const requestStart = new Map<unknown, number>();
    // With --verbose only: Playwright sends request events to this process only while someone
    // listens, and each costs the bench process (which also runs the proxy) CPU.
    if (flag("verbose")) {
      page.on("request", (request) => void requestStart.set(request, performance.now()));
      page.on("requestfinished", (request) => {
        const start = requestStart.get(request);
        if (start === undefined) return;
        const url = new URL(request.url());
        timeline.push(
          `${(start - started).toFixed(0).padStart(6)} ms +${(performance.now() - start).toFixed(0).padStart(5)} ms  ${request.method()} ${url.pathname.slice(0, 60)}`,
        );
      });
    }
    await installWidgetClock(page);
    const profiling = run === 0 && profileFile !== null ? await startPageProfile(page) : null;
    const tracing = run === 0 && traceFile !== null;
    if (tracing) await browser.startTracing(page, { path: traceFile!, categories: TRACE_CATEGORIES });
    const started = performance.now();
    proxyState.requests.clear();
    proxyState.publicBytes = 0;
    const cpuBefore = process.cpuUsage();
    const rolesBefore = cpuByRole();
    await page.getByLabel("Bilder auswählen").setInputFiles(paths);
    timeline.push(`${(performance.now() - started).toFixed(0).padStart(6)} ms  files picked`);
    const widgetMs = await clockedTime(page);
    const widgetCpu = { ms: cpuTotalSince(rolesBefore), wallMs: performance.now() - started };
    if (profiling) await profiling.stopInto(profileFile!);
    if (tracing) {
      await browser.stopTracing();
      console.error(`Chromium trace of run 1's widget upload: ${traceFile}`);
    }
    const downloadedBytes = proxyState.publicBytes;
    if (flag("verbose")) {
      const cpu = process.cpuUsage(cpuBefore);
      timeline.push(
        `bench process (proxy, Playwright) CPU while uploading: ${cpuMs(cpu)}`,
        `CPU by process while uploading: ${cpuSince(rolesBefore)}`,
        `requests to the stack while uploading: ${[...proxyState.requests].map(([method, n]) => `${n} ${method}`).join(", ")}`,
      );
      const longTasks = await page.evaluate(() => (window as unknown as { benchLongTasks: number[] }).benchLongTasks);
      const total = longTasks.reduce((sum, ms) => sum + ms, 0);
      timeline.push(`main thread: ${longTasks.length} tasks over 50 ms, ${total.toFixed(0)} ms in all`);
    }

    // From before the files are picked, as for the widget (whose upload starts on the pick).
    const plainStarted = performance.now();
    const cpuSink = process.cpuUsage();
    const rolesSink = cpuByRole();
    const plainMs = await plainRequestTime(page, paths, bytes);
    const plainCpu = { ms: cpuTotalSince(rolesSink), wallMs: performance.now() - plainStarted };
    if (flag("verbose")) {
      const sinkCpu = process.cpuUsage(cpuSink);
      timeline.push(
        `bench process CPU, plain request: ${cpuMs(sinkCpu)}`,
        `CPU by process, plain request: ${cpuSince(rolesSink)}`,
      );
    }
    const rolesPerFile = cpuByRole();
    const perFileMs = await perFileSinkTime(page);
    if (flag("verbose")) {
      timeline.push(
        `CPU by process, each file to the sink: ${cpuSince(rolesPerFile)}`,
        `widget ${seconds(widgetMs)}, plain request ${seconds(plainMs)}, each file to the sink ${seconds(perFileMs)}`,
      );
      console.error(timeline.join("\n"));
    }
    await removeSessionImages(sessionId);
    return { widgetMs, plainMs, perFileMs, widgetCpu, plainCpu, downloadedBytes };
  } finally {
    await context.close();
  }
}

/**
 * The files plainRequestTime picked, each as its own request to the sink, three at a time as the
 * widget sends them: the floor of any upload that sends one request per file, on this machine.
 */
async function perFileSinkTime(page: Page): Promise<number> {
  return page.evaluate(async (url) => {
    const files = [...(document.getElementById("bench-plain-files") as HTMLInputElement).files!];
    const t0 = performance.now();
    // Inline lanes: a named function here would be wrapped in tsx's __name, which the page lacks.
    await Promise.all(
      [1, 2, 3].map(async () => {
        for (let file = files.shift(); file; file = files.shift()) {
          // XHR, as tus-js-client sends: Chromium uploads a picked File from its path (fetch reads it through the blob system).
          const status = await new Promise<number>((resolve, reject) => {
            const request = new XMLHttpRequest();
            request.open("POST", url);
            request.setRequestHeader("content-type", "image/jpeg");
            request.upload.onprogress = () => {};
            request.onload = () => resolve(request.status);
            request.onerror = reject;
            request.send(file);
          });
          if (status !== 204) throw new Error(`sink answered ${status}`);
        }
      }),
    );
    return performance.now() - t0;
  }, `${proxyUrl()}/__bench/sink?${randomUUID()}`);
}

/** The same files, picked the same way (so the browser reads them from disk as it does for the widget), sent as one body. */
async function plainRequestTime(page: Page, paths: string[], bytes: number): Promise<number> {
  await page.evaluate(() => {
    if (document.getElementById("bench-plain-files")) return;
    const input = document.createElement("input");
    input.type = "file";
    input.multiple = true;
    input.id = "bench-plain-files";
    input.hidden = true;
    document.body.append(input);
  });
  await page.locator("#bench-plain-files").setInputFiles(paths);
  return page.evaluate(
    async ({ url, bytes }) => {
      const input = document.getElementById("bench-plain-files") as HTMLInputElement;
      const body = new Blob([...input.files!]);
      if (body.size !== bytes) throw new Error(`picked ${body.size} bytes, expected ${bytes}`);
      const t0 = performance.now();
      const response = await fetch(url, { method: "POST", body });
      if (response.status !== 204) throw new Error(`sink answered ${response.status}`);
      return performance.now() - t0;
    },
    { url: `${proxyUrl()}/__bench/sink?${randomUUID()}`, bytes },
  );
}

/**
 * A 12-megapixel photo as a phone takes it (4000 × 3000, about 4.7 MB of JPEG): a gradient under
 * fine noise, encoded by the browser's own JPEG encoder (Node has none among our dependencies).
 */
async function twelveMegapixelJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const [width, height] = [4000, 3000];
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d")!;
    const pixels = context.createImageData(width, height);
    let seed = 1;
    for (let i = 0; i < pixels.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const x = (i / 4) % width;
      const y = Math.floor(i / 4 / width);
      pixels.data[i] = (x / width) * 192 + (seed & 63);
      pixels.data[i + 1] = (y / height) * 192 + ((seed >> 6) & 63);
      pixels.data[i + 2] = 128 + ((seed >> 12) & 63);
      pixels.data[i + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const bytes = new Uint8Array(
      await (await canvas.convertToBlob({ type: "image/jpeg", quality: 0.9 })).arrayBuffer(),
    );
    let binary = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/**
 * From the pick to the last of `count` previews drawn (an image tile's `<img>` loaded at the
 * thumbnail's width); the photos upload meanwhile, as they do for a visitor.
 */
async function previewTime(page: Page, paths: string[]): Promise<number> {
  await page.evaluate(
    ([count, width]) => {
      const clock = window as unknown as { benchStart?: number; benchEnd?: number };
      const drawn = new Set<string>();
      document.addEventListener("change", () => (clock.benchStart ??= performance.now()), { capture: true });
      // Load events do not bubble, but they pass the document on their way down.
      document.addEventListener(
        "load",
        (event) => {
          const image = event.target;
          if (!(image instanceof HTMLImageElement) || !image.src.startsWith("blob:") || image.naturalWidth !== width)
            return;
          drawn.add(image.alt);
          if (drawn.size === count) clock.benchEnd ??= performance.now();
        },
        { capture: true },
      );
    },
    [paths.length, THUMBNAIL_WIDTH] as const,
  );
  await page.getByLabel("Bilder auswählen").setInputFiles(paths);
  return clockedTime(page);
}

const proxyState: ProxyState = {
  tusBytes: 0,
  cutAfter: null,
  cuts: 0,
  publicBytes: 0,
  requests: new Map(),
  link: null,
};
// Built before anything starts: the build takes both cores for a while.
benchDeadline("bench:upload", 30);
await ensureBenchBuild({ dir, stackUrl: `http://127.0.0.1:${proxyPort}`, reuse: flag("reuse") });
// The stack runs in its own process, as Supabase does; the proxy (which also
// serves the plain-request sink) and Playwright stay in this one.
const stack = await startStackProcess();
const sink = await startSinkProcess();
const proxy = await startProxy(stack.port, sink.port, proxyPort, proxyState);
const web = await serveStatic({ dir, port: webPort });
const baseUrl = web.url.replace("localhost", "127.0.0.1");
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

try {
  const smalls = await Promise.all(Array.from({ length: 20 }, (_, i) => image(`foto-${i + 1}.jpg`, SMALL)));
  const large = await image("panorama.jpg", LARGE);
  const totalBytes = 20 * SMALL + LARGE;

  await warmStack(warmUploads);

  // 1. Wall time of the widget vs. one plain request with the same bytes, `--runs` times: on
  // loopback one pair's ratio moved between 1.2× and 2.1× from run to run, so one pair says little.
  const pairs: Pair[] = [];
  for (let run = 0; run < runs; run++) pairs.push(await loopbackPair(run, [...smalls, large], totalBytes));
  const ratioOf = (pair: Pair) => pair.widgetMs / pair.plainMs;
  // The pair with the median ratio: widget and plain request measured under the same load.
  const {
    widgetMs: wizardMs,
    plainMs,
    perFileMs,
    widgetCpu,
    plainCpu,
  } = [...pairs].sort((a, b) => ratioOf(a) - ratioOf(b))[Math.floor((pairs.length - 1) / 2)]!;
  const downloadedDuringUpload = Math.max(...pairs.map((pair) => pair.downloadedBytes));

  // The server's own share: the same files as plain storage uploads, one request each, one after another.
  const storageContext = await browser.newContext({ locale: "de-DE" });
  const storagePage = await storageContext.newPage();
  await imageStep(storagePage, baseUrl);
  const cpuStorage = process.cpuUsage();
  const rolesStorage = cpuByRole();
  const plainStorageMs = await storagePage.evaluate(
    async ({ base, anonKey, sizes }) => {
      const id = `session_${Date.now()}_${"b".repeat(22)}`;
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(id));
      const folder = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
      const t0 = performance.now();
      for (const [i, size] of sizes.entries()) {
        const response = await fetch(`${base}/storage/v1/object/konfigurator-bilder/uploads/${folder}/plain-${i}.jpg`, {
          method: "POST",
          headers: {
            apikey: anonKey,
            authorization: `Bearer ${anonKey}`,
            "x-wizard-session": id,
            "content-type": "image/jpeg",
          },
          body: new Blob([new Uint8Array(size)]),
        });
        if (!response.ok) throw new Error(`storage answered ${response.status}`);
      }
      return performance.now() - t0;
    },
    { base: proxyUrl(), anonKey: LOCAL_ANON_KEY, sizes: [...Array(20).fill(SMALL), LARGE] as number[] },
  );
  const storageCpu = process.cpuUsage(cpuStorage);
  if (flag("verbose")) {
    console.error(`bench process CPU, 21 plain storage uploads: ${cpuMs(storageCpu)}`);
    console.error(`CPU by process, 21 plain storage uploads: ${cpuSince(rolesStorage)}`);
  }
  await storageContext.close();

  // 1b. The same two uploads over a visitor's uplink instead of bare loopback (--link-mbit 0 skips it).
  let overLink: { widgetMs: number; plainMs: number } | null = null;
  if (link.mbit > 0) {
    const linkContext = await browser.newContext({ locale: "de-DE" });
    const linkPage = await linkContext.newPage();
    await imageStep(linkPage, baseUrl);
    await installWidgetClock(linkPage);
    proxyState.link = { uplink: createUplink(link.mbit), rttMs: link.rttMs };
    try {
      await linkPage.getByLabel("Bilder auswählen").setInputFiles([...smalls, large]);
      const widgetMs = await clockedTime(linkPage);
      overLink = { widgetMs, plainMs: await plainRequestTime(linkPage, [...smalls, large], totalBytes) };
    } finally {
      proxyState.link = null;
    }
    await linkContext.close();
  }

  // 2. The 25 MB image again, cut at 50 %, `--cuts` times: what is resent depends on how many
  // bytes were on their way when the connection broke, so one cut alone says little.
  const resentPerCut: number[] = [];
  for (let cut = 0; cut < cuts; cut++) {
    const cutContext = await browser.newContext({ locale: "de-DE" });
    const cutPage = await cutContext.newPage();
    await imageStep(cutPage, baseUrl);
    proxyState.tusBytes = 0;
    proxyState.cuts = 0;
    proxyState.cutAfter = LARGE / 2;
    await cutPage.getByLabel("Bilder auswählen").setInputFiles(large);
    await within('"1 von 50" after an upload cut at 50 %', 300_000, cutPage.getByText("1 von 50").waitFor());
    if (proxyState.cuts !== 1) throw new Error(`the upload was cut ${proxyState.cuts} times, not once`);
    resentPerCut.push(Math.max(0, proxyState.tusBytes - LARGE));
    await cutContext.close();
  }
  const resent = Math.max(...resentPerCut);

  // 3. Previews of real photos: the bench's JPEG-headed noise decodes to nothing, so what drawing a
  // photo's thumbnail costs shows only here (uploads/thumbnail-draw.ts).
  const photoContext = await browser.newContext({ locale: "de-DE" });
  const photoPage = await photoContext.newPage();
  const photoSession = await imageStep(photoPage, baseUrl);
  const photo = await twelveMegapixelJpeg(photoPage);
  const photos = await Promise.all(
    Array.from({ length: PHOTOS }, async (_, i) => {
      const file = path.join(files, `handyfoto-${i + 1}.jpg`);
      await writeFile(file, photo);
      return file;
    }),
  );
  const previewMs = await previewTime(photoPage, photos);
  await within(
    `"${PHOTOS} von 50" after ${PHOTOS} phone photos`,
    300_000,
    photoPage.getByText(`${PHOTOS} von 50`).waitFor(),
  );
  await removeSessionImages(photoSession);
  await photoContext.close();

  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  // On a loopback link the bytes cost CPU, not waiting: when both runs keep every core busy, the
  // ratio is that of CPU time (browser, stack, this process's proxy and Playwright), not of the network.
  const coresBusy = ({ ms, wallMs }: { ms: number; wallMs: number }) =>
    `${(ms / wallMs).toFixed(1)} of ${cpus().length} cores busy on average`;
  const rows: [string, string, string][] = [
    ["upload 20 × 5 MB + 1 × 25 MB (wizard)", `${(wizardMs / 1000).toFixed(2)} s`, mb(totalBytes)],
    ["downloaded while uploading (thumbnails)", mb(downloadedDuringUpload), "the widget shows the stored images"],
    ["same bytes in one plain request", `${(plainMs / 1000).toFixed(2)} s`, "POST to a sink behind the same proxy"],
    ["ratio on loopback", `${(wizardMs / plainMs).toFixed(2)}×`, "goal ≤ 1.3×; bound by this machine's CPU"],
    [
      `ratio on loopback, each of ${pairs.length} runs`,
      pairs.map((pair) => `${ratioOf(pair).toFixed(2)}×`).join(", "),
      "the median run above",
    ],
    [
      "same files, one request each to the sink",
      seconds(perFileMs),
      "three at a time over XHR: what 21 requests cost without a server's work",
    ],
    ["CPU time of all processes, widget", `${(widgetCpu.ms / 1000).toFixed(2)} s`, coresBusy(widgetCpu)],
    ["CPU time of all processes, plain request", `${(plainCpu.ms / 1000).toFixed(2)} s`, coresBusy(plainCpu)],
    ["same files as 21 plain storage uploads", `${(plainStorageMs / 1000).toFixed(2)} s`, "one at a time, raw bodies"],
    ["ratio to plain storage uploads", `${(wizardMs / plainStorageMs).toFixed(2)}×`, "the server's share included"],
    ...(overLink
      ? ([
          [
            `over a ${link.mbit} Mbit/s uplink, ${link.rttMs} ms round trip`,
            `${(overLink.widgetMs / 1000).toFixed(2)} s`,
            `widget; plain request ${(overLink.plainMs / 1000).toFixed(2)} s`,
          ],
          ["ratio over that link", `${(overLink.widgetMs / overLink.plainMs).toFixed(2)}×`, "goal ≤ 1.3×"],
        ] satisfies [string, string, string][])
      : []),
    [
      `25 MB upload cut at 50 %, worst of ${cuts}: sent twice`,
      mb(resent),
      `${(resent / CHUNK).toFixed(2)} chunks of 6 MB (goal ≤ 1); each cut: ${resentPerCut.map(mb).join(", ")}`,
    ],
    [
      `previews of ${PHOTOS} photos of 12 MP (${mb(photo.length)} JPEG each)`,
      `${(previewMs / 1000).toFixed(2)} s`,
      `the last one drawn, ${(previewMs / PHOTOS).toFixed(0)} ms per photo; the photos upload meanwhile`,
    ],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join("  "));
} finally {
  await browser.close();
  await web.stop();
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await stack.stop();
  sink.stop();
  await rm(files, { recursive: true, force: true });
}

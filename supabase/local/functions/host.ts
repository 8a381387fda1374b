// The local stack's Edge Functions host (Deno; runtime.ts starts it). One long-lived process
// serves every function in supabase/functions, as the Edge Runtime's main worker does: each
// function module is imported once, its `Deno.serve` handler (or `export default { fetch }`)
// captured instead of listening, and requests for `/<name>/…` handed to it. Errors answer the
// way the Supabase CLI's runtime does: 503 BOOT_ERROR when the module does not load, 500
// WORKER_ERROR when the handler throws.
//
// Env in: SUPABASE_INTERNAL_FUNCTIONS_DIR (absolute), SUPABASE_INTERNAL_HIDE (names removed from
// the functions' env once Deno has started); everything else is the functions' env.
// Stdout: one line `{"port":<n>}` once listening on 127.0.0.1.

type Handler = (request: Request, info: Deno.ServeHandlerInfo<Deno.NetAddr>) => Response | Promise<Response>;
type Loaded = { handler: Handler } | { bootError: unknown };

const functionsDir = Deno.env.get("SUPABASE_INTERNAL_FUNCTIONS_DIR")!;
for (const name of [...(Deno.env.get("SUPABASE_INTERNAL_HIDE") ?? "").split(","), "SUPABASE_INTERNAL_HIDE"]) {
  if (name) Deno.env.delete(name);
}
Deno.env.delete("SUPABASE_INTERNAL_FUNCTIONS_DIR");

const serve = Deno.serve;
const loaded = new Map<string, Promise<Loaded>>();
let capturing: Handler[] | null = null;
// Module loads one at a time, so a `Deno.serve` call during one belongs to that function.
let loadQueue: Promise<unknown> = Promise.resolve();

// A function's own `Deno.serve(...)`: remember the handler, listen nowhere.
Deno.serve = ((...args: unknown[]) => {
  const handler = args.find((arg) => typeof arg === "function") as Handler | undefined;
  const options = args.find((arg) => typeof arg === "object" && arg !== null) as { handler?: Handler } | undefined;
  const captured = handler ?? options?.handler;
  if (captured && capturing) capturing.push(captured);
  const finished = new Promise<void>(() => {});
  return {
    finished,
    addr: { transport: "tcp", hostname: "127.0.0.1", port: 0 },
    ref() {},
    unref() {},
    shutdown: () => Promise.resolve(),
    [Symbol.asyncDispose]: () => Promise.resolve(),
  };
}) as unknown as typeof Deno.serve;

function load(name: string): Promise<Loaded> {
  let entry = loaded.get(name);
  if (!entry) {
    entry = loadQueue.then(async (): Promise<Loaded> => {
      const handlers: Handler[] = [];
      capturing = handlers;
      try {
        const module = await import(`file://${functionsDir}/${name}/index.ts`);
        const fetchExport = (module.default as { fetch?: Handler } | undefined)?.fetch;
        const handler = handlers[0] ?? fetchExport?.bind(module.default);
        if (!handler) return { bootError: new Error(`${name}/index.ts neither calls Deno.serve nor exports fetch`) };
        return { handler };
      } catch (error) {
        return { bootError: error };
      } finally {
        capturing = null;
      }
    });
    loadQueue = entry;
    loaded.set(name, entry);
  }
  return entry;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

// An error a function leaves unhandled must not take the other functions down with it.
globalThis.addEventListener("unhandledrejection", (event) => {
  event.preventDefault();
  console.error("[functions] unhandled rejection:", event.reason);
});
globalThis.addEventListener("error", (event) => {
  event.preventDefault();
  console.error("[functions] uncaught error:", event.error);
});

serve(
  {
    hostname: "127.0.0.1",
    port: 0,
    onListen: ({ port }) => console.log(JSON.stringify({ port })),
    onError: (error) => {
      console.error("[functions]", error);
      return json(500, { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" });
    },
  },
  async (request, info) => {
    const name = new URL(request.url).pathname.split("/")[1] ?? "";
    const function_ = await load(name);
    if ("bootError" in function_) {
      console.error(`[functions] ${name} failed to boot:`, function_.bootError);
      return json(503, { code: "BOOT_ERROR", message: "Worker failed to boot (please check logs)" });
    }
    try {
      return await function_.handler(request, info);
    } catch (error) {
      console.error(`[functions] ${name}:`, error);
      return json(500, { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" });
    }
  },
);

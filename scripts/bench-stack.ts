// `npm run bench:stack`: how fast the local Supabase-compatible stack answers supabase-js
// over loopback. Starts its own in-memory stack on a free port with a throw-away table
// and bucket, runs a fixed number of sequential requests per operation, prints a table.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { createClient } from "@supabase/supabase-js";
import { LOCAL_SERVICE_ROLE_KEY } from "../supabase/local/keys.ts";
import { startLocalStack } from "../supabase/local/server.ts";
import { benchDeadline, within } from "./bench-wait.ts";
import { flag } from "./cli-args.ts";

// --quick: a few requests each (CI checks that it runs).
const quick = flag("quick");
const COUNTS = quick
  ? { insert: 10, upsert: 10, selectById: 10, upload1MB: 2 }
  : { insert: 400, upsert: 400, selectById: 600, upload1MB: 40 };
const WARMUP = quick ? 2 : 20;
benchDeadline("bench:stack", 10);

const SQL = `
create table public.bench_items (id int primary key, label text not null, payload jsonb, updated_at timestamptz default now());
grant all on public.bench_items to service_role;
alter table public.bench_items enable row level security;
`;

type Row = { operation: string; requests: number; reqPerSec: number; medianMs: number; p99Ms: number };

async function measure(
  operation: string,
  count: number,
  run: (i: number) => PromiseLike<{ error: unknown }>,
): Promise<Row> {
  const request = (i: number) => within(`the stack's answer to ${operation} #${i}`, 30_000, Promise.resolve(run(i)));
  for (let i = 0; i < WARMUP; i++) await request(-1 - i);
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const { error } = await request(i);
    latencies.push(performance.now() - t0);
    if (error) throw new Error(`${operation} #${i} failed: ${JSON.stringify(error)}`);
  }
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { operation, requests: count, reqPerSec: (count / elapsed) * 1000, medianMs: at(0.5), p99Ms: at(0.99) };
}

function printTable(rows: Row[]): void {
  const header = ["operation", "requests", "req/s", "median ms", "p99 ms"];
  const cells = rows.map((r) => [
    r.operation,
    String(r.requests),
    r.reqPerSec.toFixed(1),
    r.medianMs.toFixed(2),
    r.p99Ms.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
}

const dir = await mkdtemp(path.join(tmpdir(), "bench-stack-"));
await writeFile(path.join(dir, "0001_bench.sql"), SQL);
const stack = await startLocalStack({
  port: 0,
  dataDir: null,
  migrationsDir: dir,
  seedFile: path.join(dir, "none.sql"),
  quiet: true,
});
try {
  const supabase = createClient(stack.url, LOCAL_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const bucket = await supabase.storage.createBucket("bench", { public: true });
  if (bucket.error) throw bucket.error;

  const table = () => supabase.from("bench_items");
  const megabyte = Buffer.alloc(1024 * 1024, 0x5a);
  const rows = [
    await measure("insert", COUNTS.insert, (i) =>
      table().insert({ id: i + 1_000_000, label: `item ${i}`, payload: { i } }),
    ),
    await measure("upsert", COUNTS.upsert, (i) =>
      table().upsert({ id: (i % 100) + 1_000_000, label: `upsert ${i}`, payload: { i } }),
    ),
    await measure("select by id", COUNTS.selectById, (i) =>
      table()
        .select("*")
        .eq("id", (Math.abs(i) % 100) + 1_000_000)
        .single(),
    ),
    await measure("upload 1 MB", COUNTS.upload1MB, (i) =>
      supabase.storage
        .from("bench")
        .upload(`run/${i < 0 ? `warmup-${-i}` : i}.bin`, megabyte, { contentType: "application/octet-stream" }),
    ),
  ];
  console.log(`\nlocal stack at ${stack.url} (in-memory PGlite, sequential requests via supabase-js)\n`);
  printTable(rows);
} finally {
  await stack.stop();
  await rm(dir, { recursive: true, force: true });
}

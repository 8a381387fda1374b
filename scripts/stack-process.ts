import { spawn } from "node:child_process";

export type StackProcess = { url: string; port: number; stop(): Promise<void> };

/**
 * The local stack in a process of its own (`npm run stack -- --memory`), as
 * Supabase runs apart from the browser and the test driver. A bench that
 * hosts the stack in its own process measures its own CPU contention too:
 * with the stack, a proxy and Playwright on one event loop, that loop was
 * saturated while the browser uploaded.
 */
export function startStackProcess(port = 0): Promise<StackProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "supabase/local/cli.ts", "--memory", "--port", String(port)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };
  // A bench that throws must not leave the stack running.
  process.once("exit", () => child.kill("SIGTERM"));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      output += chunk;
      const match = /API URL: (http:\/\/[^\s]+)/.exec(output);
      if (!match) return;
      child.stdout!.removeAllListeners("data");
      child.stdout!.resume();
      const url = match[1]!;
      resolve({ url, port: Number(new URL(url).port), stop });
    });
    child.once("exit", (code) => reject(new Error(`local stack exited (${code}) before it was ready:\n${output}`)));
  });
}

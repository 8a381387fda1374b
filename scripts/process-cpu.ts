import { readdirSync, readFileSync } from "node:fs";

/**
 * CPU time (user + system, ms) of this process and all its descendants,
 * grouped by role: which process of a bench (browser, its network service,
 * the renderer, the stack, the sink, the bench itself) spent the time.
 * Linux only (reads /proc); elsewhere it returns an empty map.
 */
export function cpuByRole(): Map<string, number> {
  const ticksPerMs = 100 / 1000; // USER_HZ is 100 on Linux
  const processes = new Map<number, { parent: number; ms: number; role: string }>();
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return new Map();
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command name (which may hold spaces) in parentheses.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
      processes.set(Number(pid), {
        parent: Number(fields[1]),
        ms: (Number(fields[11]) + Number(fields[12])) / ticksPerMs,
        role: roleOf(Number(pid), cmdline),
      });
    } catch {
      // The process ended while we looked.
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let current = pid; current > 1; current = processes.get(current)?.parent ?? 0)
      if (current === process.pid) return true;
    return false;
  };
  const byRole = new Map<string, number>();
  for (const [pid, { ms, role }] of processes) if (isOurs(pid)) byRole.set(role, (byRole.get(role) ?? 0) + ms);
  return byRole;
}

function roleOf(pid: number, cmdline: string): string {
  if (pid === process.pid) return "bench (proxy, Playwright)";
  if (cmdline.includes("supabase/local/cli.ts")) return "stack";
  if (cmdline.includes("node") && cmdline.includes(" -e ")) return "sink";
  if (cmdline.includes("--utility-sub-type=network")) return "chromium network";
  if (cmdline.includes("--type=renderer")) return "chromium renderer";
  if (cmdline.includes("--type=")) return "chromium other";
  if (cmdline.includes("chromium")) return "chromium browser";
  return "other";
}

/** The CPU each role spent since `before`, e.g. "stack 310 ms, chromium network 420 ms". */
export function cpuSince(before: Map<string, number>): string {
  const now = cpuByRole();
  return [...now]
    .map(([role, ms]) => [role, ms - (before.get(role) ?? 0)] as const)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([role, ms]) => `${role} ${ms.toFixed(0)} ms`)
    .join(", ");
}

/** CPU time (ms) that all the roles together spent since `before`. */
export function cpuTotalSince(before: Map<string, number>): number {
  let total = 0;
  for (const [role, ms] of cpuByRole()) total += Math.max(0, ms - (before.get(role) ?? 0));
  return total;
}

/**
 * The machine's CPU time so far (all cores), split into what ran and what the
 * hypervisor took for other guests ("steal"). On a shared virtual machine a
 * wall-clock benchmark runs slower the more is stolen, so benches print the
 * share stolen while they ran (stealSince). Linux only; elsewhere null.
 */
export function machineCpu(): { steal: number; total: number } | null {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/);
    const values = ticks.map(Number);
    // user nice system idle iowait irq softirq steal guest guest_nice; guest time is already in user.
    const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0);
    return { steal: values[7] ?? 0, total };
  } catch {
    return null;
  }
}

/** Percentage of the machine's CPU time stolen by the hypervisor since `before`, or null. */
export function stealSince(before: ReturnType<typeof machineCpu>): number | null {
  const now = machineCpu();
  if (!before || !now || now.total === before.total) return null;
  return (100 * (now.steal - before.steal)) / (now.total - before.total);
}

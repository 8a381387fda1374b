import { Cron } from "croner";
import type { Database } from "../db.ts";

// How often the stack looks for queued pg_net requests and changed pg_cron jobs. pg_net's own
// worker wakes on a commit; a second is close enough for anything a schedule or a trigger sends.
const TICK_MS = 1_000;
const UNDEFINED_TABLE = "42P01";

type Job = {
  jobid: string;
  schedule: string;
  command: string;
  username: string;
  active: boolean;
  jobname: string | null;
};
type Queued = {
  id: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Uint8Array | null;
  timeout_milliseconds: number;
};

/** How a run ended, as cron.job_run_details records it, and the rows its last statement returned. */
export type JobRun = { status: string; return_message: string; rows: Record<string, unknown>[] };

/** pg_cron's '<n> seconds' as croner's six-field pattern; other schedules croner reads as they are. */
function cronPattern(schedule: string): string {
  const seconds = /^\s*(\d+)\s+seconds?\s*$/.exec(schedule);
  return seconds ? `*/${seconds[1]} * * * * *` : schedule.trim();
}

/**
 * The background workers of the extensions hosted has and PGlite lacks (extensions/share/*):
 * pg_cron's scheduler (jobs from cron.job on their schedule, in UTC like hosted, each run logged
 * in cron.job_run_details) and pg_net's worker (requests from net.http_request_queue performed,
 * answers in net._http_response).
 */
export class Background {
  private timer: NodeJS.Timeout | null = null;
  private readonly crons = new Map<string, { key: string; cron: Cron }>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: (message: string) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.ticking ??= this.tick().finally(() => (this.ticking = null));
    }, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const { cron } of this.crons.values()) cron.stop();
    this.crons.clear();
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Runs the pg_cron job `jobName` now, as its schedule would (the schedule's entry point for tests). */
  async runJob(jobName: string): Promise<JobRun> {
    const { rows } = await this.db.query<Job>("select * from cron.job where jobname = $1", [jobName]);
    if (!rows[0]) throw new Error(`no pg_cron job named ${jobName}`);
    return this.run(rows[0]);
  }

  private async tick(): Promise<void> {
    try {
      await this.syncJobs();
      await this.sendQueued();
    } catch (error) {
      if ((error as { code?: string }).code !== UNDEFINED_TABLE) this.log(`background: ${(error as Error).message}`);
    }
  }

  private async syncJobs(): Promise<void> {
    let jobs: Job[];
    try {
      jobs = (await this.db.query<Job>("select * from cron.job where active")).rows;
    } catch (error) {
      if ((error as { code?: string }).code === UNDEFINED_TABLE) return; // no pg_cron in this database
      throw error;
    }
    const seen = new Set<string>();
    for (const job of jobs) {
      const key = `${job.schedule}\n${job.command}\n${job.username}`;
      seen.add(job.jobid);
      const current = this.crons.get(job.jobid);
      if (current?.key === key) continue;
      current?.cron.stop();
      try {
        const cron = new Cron(cronPattern(job.schedule), { timezone: "UTC", protect: true }, () => {
          this.track(this.run(job));
        });
        this.crons.set(job.jobid, { key, cron });
      } catch (error) {
        this.log(
          `pg_cron: job ${job.jobname ?? job.jobid} has a schedule croner cannot read: ${(error as Error).message}`,
        );
        this.crons.set(job.jobid, { key, cron: new Cron("0 0 1 1 *", { paused: true }) });
      }
    }
    for (const [jobid, { cron }] of this.crons) {
      if (seen.has(jobid)) continue;
      cron.stop();
      this.crons.delete(jobid);
    }
  }

  private async run(job: Job): Promise<JobRun> {
    const { rows } = await this.db.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, job_pid, database, username, command, status, start_time)
       values ($1, $2, current_database(), $3, $4, 'running', now()) returning runid`,
      [job.jobid, process.pid, job.username, job.command],
    );
    const runid = rows[0]!.runid;
    let result: JobRun;
    try {
      const answers = await this.db.transaction(async (tx) => {
        await tx.query("select set_config('role', $1, true)", [job.username]);
        return tx.exec(job.command);
      });
      const rows = (answers.at(-1)?.rows ?? []) as Record<string, unknown>[];
      result = { status: "succeeded", return_message: `${rows.length} row${rows.length === 1 ? "" : "s"}`, rows };
    } catch (error) {
      result = { status: "failed", return_message: (error as Error).message, rows: [] };
      this.log(`pg_cron: job ${job.jobname ?? job.jobid} failed: ${result.return_message}`);
    }
    await this.db.query(
      "update cron.job_run_details set status = $2, return_message = $3, end_time = now() where runid = $1",
      [runid, result.status, result.return_message],
    );
    return result;
  }

  private async sendQueued(): Promise<void> {
    const { rows } = await this.db.query<Queued>("delete from net.http_request_queue returning *");
    for (const request of rows) this.track(this.send(request));
  }

  private async send(request: Queued): Promise<void> {
    let answer: [number | null, string | null, string | null, string | null, boolean, string | null];
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body ? Buffer.from(request.body) : undefined,
        signal: AbortSignal.timeout(request.timeout_milliseconds),
      });
      const content = await response.text();
      answer = [
        response.status,
        response.headers.get("content-type"),
        JSON.stringify(Object.fromEntries(response.headers)),
        content,
        false,
        null,
      ];
    } catch (error) {
      const timedOut = (error as Error).name === "TimeoutError";
      answer = [
        null,
        null,
        null,
        null,
        timedOut,
        timedOut ? `Timeout of ${request.timeout_milliseconds} ms reached` : (error as Error).message,
      ];
    }
    await this.db.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
      [request.id, ...answer],
    );
  }

  private track(work: Promise<unknown>): void {
    const settled = work.catch((error: Error) => this.log(`background: ${error.message}`));
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }
}

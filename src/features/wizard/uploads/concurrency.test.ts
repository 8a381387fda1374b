import { describe, expect, it } from "vitest";
import { createLimiter } from "./concurrency";
import { deferred } from "../testing/upload-harness";

describe("createLimiter", () => {
  it("lets a task waiting for its turn leave the queue when it is cancelled, without ever running it", async () => {
    const run = createLimiter(1);
    const first = deferred<string>();
    const running = run(() => first.promise);
    const controller = new AbortController();
    let started = false;
    const waiting = run(async () => {
      started = true;
    }, controller.signal);
    const third = run(async () => "dritte");

    controller.abort();
    await expect(waiting).rejects.toBeDefined();
    first.resolve("erste");
    expect(await running).toBe("erste");
    // The cancelled task's place went to the next one.
    expect(await third).toBe("dritte");
    expect(started).toBe(false);
  });
});

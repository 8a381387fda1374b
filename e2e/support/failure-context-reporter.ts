import { readFile } from "node:fs/promises";
import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

const MAX_LINES = 200;

/**
 * CI keeps only what the run prints: no trace, no test-results folder. So after
 * the list reporter's summary this prints, for each failed test, the error
 * context Playwright writes (the page's accessibility snapshot at the failure),
 * which says what the page showed instead of what was expected.
 */
export default class FailureContextReporter implements Reporter {
  private readonly failed: { title: string; path: string }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus) return;
    const context = result.attachments.find((attachment) => attachment.name === "error-context" && attachment.path);
    if (context?.path) this.failed.push({ title: test.titlePath().filter(Boolean).join(" › "), path: context.path });
  }

  async onEnd(_result: FullResult) {
    for (const { title, path } of this.failed) {
      const text = await readFile(path, "utf8").catch(() => "(error context not readable)");
      const lines = text.split("\n");
      const shown =
        lines.length > MAX_LINES ? [...lines.slice(0, MAX_LINES), `… ${lines.length - MAX_LINES} more lines`] : lines;
      console.log(`\n── page at the failure: ${title}\n${shown.join("\n")}`);
    }
  }

  printsToStdio() {
    return true;
  }
}

import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildProblem, builtStackUrl } from "../scripts/preview";
import { contentSecurityPolicy, headersFile, securityHeaders } from "../scripts/security-headers";

/** `npm run preview` refuses a missing build and one made for another stack (newcomer audit F4). */
const root = await mkdtemp(path.join(tmpdir(), "preview-check-"));
afterAll(() => rm(root, { recursive: true, force: true }));

async function build(name: string, stackUrl: string) {
  const dir = path.join(root, name);
  await mkdir(dir);
  await writeFile(path.join(dir, "index.html"), "<!doctype html>");
  await writeFile(path.join(dir, "_headers"), headersFile(securityHeaders(contentSecurityPolicy(stackUrl, []))));
  return dir;
}

describe("preview's build check", () => {
  it("reads the stack URL a build was made for from its _headers", async () => {
    expect(builtStackUrl(headersFile(securityHeaders(contentSecurityPolicy("http://127.0.0.1:54331", []))))).toBe(
      "http://127.0.0.1:54331",
    );
    expect(builtStackUrl("")).toBeNull();
  });

  it("serves a build made for this stack", async () => {
    expect(await buildProblem(await build("same", "http://127.0.0.1:54921"), "http://127.0.0.1:54921")).toBeNull();
  });

  it("refuses a build for another stack, naming both and the fix", async () => {
    const dir = await build("other", "http://127.0.0.1:54321");
    expect(await buildProblem(dir, "http://127.0.0.1:54921")).toBe(
      `${dir}/ was built for the stack at http://127.0.0.1:54321, not http://127.0.0.1:54921: ` +
        `rebuild with \`BUILD_DIR=${dir} VITE_SUPABASE_URL=http://127.0.0.1:54921 npm run build\` ` +
        "or preview with --stack-port 54321",
    );
  });

  it("says to build first when there is no build", async () => {
    expect(await buildProblem("dist-none", "http://127.0.0.1:54321")).toBe(
      "no build in dist-none/: run `BUILD_DIR=dist-none VITE_SUPABASE_URL=http://127.0.0.1:54321 npm run build` first",
    );
  });
});

import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * A production build in `dir` that talks to the stack at `stackUrl`, for the
 * benchmarks that drive the wizard in Chromium. The stack's URL is baked into
 * the build (VITE_SUPABASE_URL), and `_headers` names it in the CSP's
 * connect-src, which tells whether a build found in `dir` was made for it.
 * `reuse`: keep such a build; otherwise (and whenever `dir` holds none, as in
 * a fresh clone) build anew.
 */
export async function ensureBenchBuild({ dir, stackUrl, reuse }: { dir: string; stackUrl: string; reuse: boolean }) {
  const builtForStack = await readFile(join(dir, "_headers"), "utf8").then(
    // Followed by a space in connect-src: port 5433 is no build for 54331.
    (headers) => headers.includes(`${stackUrl} `),
    () => false,
  );
  if (reuse && builtForStack) {
    console.log(`reusing ${dir} (built for ${stackUrl})`);
    return;
  }
  if (reuse) console.log(`${dir} was not built for ${stackUrl}; building it`);
  console.log(`building into ${dir} for ${stackUrl} …`);
  const env = { ...process.env, BUILD_DIR: dir, VITE_SUPABASE_URL: stackUrl };
  execFileSync("npx", ["react-router", "build"], { env, stdio: ["ignore", "ignore", "inherit"] });
  execFileSync("npx", ["tsx", "scripts/finish-build.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
}

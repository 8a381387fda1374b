import { config } from "zod/v4/core";

// zod compiles object parsers with `new Function` unless told not to. Our CSP
// has no 'unsafe-eval', so that probe is refused and reported as a violation
// (Lighthouse: "inspector-issues"). ./zod-mini.ts imports this module before
// any schema is built, so it is in place before the first parse.
config({ jitless: true });

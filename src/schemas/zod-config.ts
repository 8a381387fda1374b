import { config } from "zod/v4/core";
import { fieldMessages } from "./field-rules";

// zod compiles object parsers with `new Function` unless told not to. Our CSP
// has no 'unsafe-eval', so that probe is refused and reported as a violation
// (Lighthouse: "inspector-issues"). ./zod-mini.ts imports this module before
// any schema is built, so it is in place before the first parse.
//
// Every rule names its own German message. A value of a type no rule expects (a radio group
// that read as null once, a broken stored copy) would otherwise get zod's English default,
// "Invalid input"; it gets a German one instead.
config({ jitless: true, customError: () => fieldMessages.invalid });

import { config } from "zod/mini";

/**
 * The wizard's schemas use zod/mini: its functions tree-shake, so the wizard
 * ships only the checks it uses instead of all of classic zod (docs/decisions/021).
 */
export * from "zod/mini";

// As in ./fields.ts: no `new Function` probe for the CSP to refuse (no 'unsafe-eval').
config({ jitless: true });

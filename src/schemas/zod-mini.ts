import "./zod-config";

/**
 * The wizard's schemas use zod/mini: its functions tree-shake, so the wizard
 * ships only the checks it uses instead of all of classic zod (docs/decisions/021).
 */
export * from "zod/mini";

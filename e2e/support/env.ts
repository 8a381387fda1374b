/**
 * Ports of the end-to-end run: its own stack and build, beside a developer's `npm start`.
 * E2E_STACK_PORT, E2E_WEB_PORT and E2E_BUILD_DIR move a second run (another work tree)
 * out of the first one's way; its build must then be made for that stack port.
 */
export const E2E_STACK_PORT = Number(process.env.E2E_STACK_PORT ?? 54331);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 4183);
export const E2E_STACK_URL = `http://127.0.0.1:${E2E_STACK_PORT}`;
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_WEB_PORT}`;
export const E2E_BUILD_DIR = process.env.E2E_BUILD_DIR ?? "dist-e2e";

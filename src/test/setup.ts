import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll } from "vitest";
import { loadSonner } from "~/components/ui/toast";

afterEach(() => cleanup());

// sonner keeps its toasts in one list for the whole module, and a Toaster that mounts shows the
// ones still active: a test would otherwise find the toasts of the tests before it as well.
afterEach(() => void toast.dismiss());

// The app loads sonner with its first toast (toast.ts); loaded here, a toast shows as soon as
// it is raised, as in the app once the toaster has mounted.
beforeAll(() => loadSonner());

// sonner removes a dismissed toast from its list 200 ms later, from a timer that unmounting does
// not clear. Fired after the file's jsdom was gone, React found no `window` ("window is not
// defined", an unhandled error that fails the run): such timers run before the file ends.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));

// jsdom has no window focus (hasFocus() is false while focus moves between elements); in a
// browser the page has it while the visitor works in it.
if (typeof Document !== "undefined") Document.prototype.hasFocus = () => true;

// jsdom's Blob has no arrayBuffer(), which browsers have had since 2020 (the upload widgets read a
// picked file's first bytes with it: file-signature.ts). jsdom's FileReader would answer after two
// setImmediate hops, which race user-event's setTimeout(0) under load (CI), so a test could look
// before the upload had started. jsdom keeps a Blob's bytes on its implementation object; this
// resolves with a copy of them, as a browser's arrayBuffer() resolves with the bytes.
if (typeof Blob !== "undefined" && typeof Blob.prototype.arrayBuffer !== "function") {
  const implOf = (blob: Blob) => {
    const key = Object.getOwnPropertySymbols(blob).find((symbol) => symbol.description === "impl");
    return key ? (blob as unknown as Record<symbol, { _buffer?: Uint8Array }>)[key] : undefined;
  };
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    const bytes = implOf(this)?._buffer;
    if (!bytes) return Promise.reject(new TypeError("jsdom: no bytes behind this Blob"));
    return Promise.resolve(new Uint8Array(bytes).buffer);
  };
}

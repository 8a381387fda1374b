import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach } from "vitest";

afterEach(() => cleanup());

// sonner removes a dismissed toast from its list 200 ms later, from a timer that unmounting does
// not clear. Fired after the file's jsdom was gone, React found no `window` ("window is not
// defined", an unhandled error that fails the run): such timers run before the file ends.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 250)));

// jsdom has no window focus (hasFocus() is false while focus moves between elements); in a
// browser the page has it while the visitor works in it.
if (typeof Document !== "undefined") Document.prototype.hasFocus = () => true;

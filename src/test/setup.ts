import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// jsdom has no window focus (hasFocus() is false while focus moves between elements); in a
// browser the page has it while the visitor works in it.
if (typeof Document !== "undefined") Document.prototype.hasFocus = () => true;

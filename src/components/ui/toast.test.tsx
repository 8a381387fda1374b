import { act, render, screen } from "@testing-library/react";
import { Toaster, toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ERROR_TOAST_MS, toast } from "./toast";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => void sonnerToast.dismiss());
  vi.useRealTimers();
});

function elapse(ms: number) {
  act(() => void vi.advanceTimersByTime(ms));
}

describe("toast", () => {
  it("keeps an error for ten seconds, where a confirmation goes after sonner's four", () => {
    render(<Toaster />);
    act(() => {
      toast.success("Gespeichert");
      toast.error("Unvollständige Angaben", { description: "Bitte füllen Sie alle Pflichtfelder aus." });
    });
    elapse(0); // sonner renders a raised toast on its next task
    expect(screen.getByText("Gespeichert")).toBeInTheDocument();
    expect(screen.getByText("Unvollständige Angaben")).toBeInTheDocument();

    elapse(6_000);
    expect(screen.queryByText("Gespeichert")).not.toBeInTheDocument();
    expect(screen.getByText("Unvollständige Angaben")).toBeInTheDocument();
    expect(screen.getByText("Bitte füllen Sie alle Pflichtfelder aus.")).toBeInTheDocument();

    elapse(ERROR_TOAST_MS - 6_000 + 1_000);
    expect(screen.queryByText("Unvollständige Angaben")).not.toBeInTheDocument();
  });

  it("lets a caller choose an error's duration", () => {
    render(<Toaster />);
    act(() => void toast.error("Kurz", { duration: 1_000 }));
    elapse(0);
    expect(screen.getByText("Kurz")).toBeInTheDocument();
    elapse(2_000);
    expect(screen.queryByText("Kurz")).not.toBeInTheDocument();
  });
});

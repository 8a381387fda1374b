import { zodResolver } from "@hookform/resolvers/zod";
import { Profiler, type ReactNode } from "react";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as z from "~/schemas/zod-mini";
import { TextField } from "./text-field";
import { visibleError } from "./field-state";

const schema = z.object({
  firma: z.string().check(z.minLength(1, "Bitte Firmennamen angeben")),
  ort: z.string().check(z.minLength(1, "Bitte Ort angeben")),
});

/** A step's shape: one form, fields that show their errors, a submit; counts each field's renders. */
function Harness({ renders, ort = "Köln" }: { renders: Record<string, number>; ort?: string }) {
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { firma: "Bäckerei", ort },
    mode: "onTouched",
    reValidateMode: "onChange",
    // As the steps (useStepForm): the step focuses the first invalid field itself, after scrolling.
    shouldFocusError: false,
  });
  const counted = (name: string, field: ReactNode) => (
    <Profiler id={name} onRender={() => (renders[name] = (renders[name] ?? 0) + 1)}>
      {field}
    </Profiler>
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
        {counted("firma", <TextField name="firma" label="Firmenname" required />)}
        {counted("ort", <TextField name="ort" label="Ort" required />)}
        <button type="submit">Weiter</button>
      </form>
    </FormProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("visibleError", () => {
  it("shows a message once the field was touched or a submit was tried", () => {
    const error = { type: "too_small", message: "Bitte Ort angeben" };
    expect(visibleError(error, false, false)).toBeUndefined();
    expect(visibleError(error, true, false)).toBe("Bitte Ort angeben");
    expect(visibleError(error, false, true)).toBe("Bitte Ort angeben");
    expect(visibleError(undefined, true, true)).toBeUndefined();
  });
});

describe("useFieldError", () => {
  it("re-renders a field when its message comes or goes, not for every check while typing", async () => {
    const user = userEvent.setup();
    const renders: Record<string, number> = {};
    render(<Harness renders={renders} />);
    const firma = screen.getByLabelText(/Firmenname/);
    // Touched: from now on every change is validated.
    await user.click(firma);
    await user.tab();
    const before = { ...renders };

    await user.click(firma);
    await user.keyboard(" und Café GmbH");
    expect(renders.firma).toBe(before.firma);
    expect(renders.ort).toBe(before.ort);

    await user.clear(firma);
    expect(await screen.findByText("Bitte Firmennamen angeben")).toBeInTheDocument();
    expect(firma).toHaveAttribute("aria-invalid", "true");
    await user.keyboard("B");
    await waitFor(() => expect(screen.queryByText("Bitte Firmennamen angeben")).toBeNull());
    expect(firma).toHaveAttribute("aria-invalid", "false");
    expect(renders.ort).toBe(before.ort);
  });

  it("a submit that passes re-renders no field", async () => {
    const user = userEvent.setup();
    const renders: Record<string, number> = {};
    render(<Harness renders={renders} />);
    const before = { ...renders };
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(renders).toEqual(before);
  });

  it("a submit that fails shows the error of a field never touched, and leaves the valid ones alone", async () => {
    const user = userEvent.setup();
    const renders: Record<string, number> = {};
    render(<Harness renders={renders} ort="" />);
    const before = { ...renders };
    expect(screen.queryByText("Bitte Ort angeben")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Bitte Ort angeben")).toBeInTheDocument();
    expect(screen.getByLabelText(/Ort/)).toHaveAttribute("aria-invalid", "true");
    expect(renders.firma).toBe(before.firma);
  });

  it("an error brought up by typing in the field shows after the key's frame; leaving the field shows it at once", async () => {
    // Frames run when the test says so.
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => undefined);
    const user = userEvent.setup();
    render(<Harness renders={{}} />);
    const firma = screen.getByLabelText(/Firmenname/);
    const ort = screen.getByLabelText(/Ort/);
    // Firmenname touched (validated on every change from now on); Ort not yet.
    await user.click(firma);
    await user.click(document.body);

    await user.click(firma);
    await user.clear(firma);
    // No frame has run: the error waits (with a render it would be there within this pause).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText("Bitte Firmennamen angeben")).toBeNull();
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    expect(await screen.findByText("Bitte Firmennamen angeben")).toBeInTheDocument();
    // The error goes with the next key, without waiting for a frame.
    await user.keyboard("B");
    await waitFor(() => expect(screen.queryByText("Bitte Firmennamen angeben")).toBeNull());

    // Ort is checked when it is left: its error shows without waiting for a frame.
    await user.click(ort);
    await user.clear(ort);
    await user.tab();
    expect(await screen.findByText("Bitte Ort angeben")).toBeInTheDocument();
  });

  it("announces an error that appears in the field being typed in, not those of a failed submit or of a field left", async () => {
    const user = userEvent.setup();
    render(<Harness renders={{}} ort="" />);
    const firma = screen.getByLabelText(/Firmenname/);
    const ort = screen.getByLabelText(/Ort/);

    // A failed submit: the error is shown and describes its field, but raises no alert.
    await user.click(screen.getByRole("button", { name: "Weiter" }));
    expect(await screen.findByText("Bitte Ort angeben")).toBeInTheDocument();
    expect(ort).toHaveAccessibleDescription("Bitte Ort angeben");
    expect(screen.queryAllByRole("alert")).toEqual([]);

    // The key that empties a field the visitor is in: announced.
    await user.click(firma);
    await user.clear(firma);
    expect(await screen.findByRole("alert")).toHaveTextContent("Bitte Firmennamen angeben");
    expect(firma).toHaveAccessibleDescription("Bitte Firmennamen angeben");

    // Leaving a field with an error brings no second alert for it.
    await user.type(firma, "B");
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    await user.click(ort);
    await user.type(ort, "K");
    await user.clear(ort);
    expect(await screen.findByRole("alert")).toHaveTextContent("Bitte Ort angeben");
    await user.clear(firma);
    await user.tab();
    await waitFor(() => expect(screen.getByText("Bitte Firmennamen angeben")).toBeInTheDocument());
    expect(screen.getByText("Bitte Firmennamen angeben")).not.toHaveAttribute("role");
  });
});

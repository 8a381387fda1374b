import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ProcessSection } from "./process-section";

const bar = () => screen.getByTestId("process-bar");

describe("ProcessSection (SPEC §2)", () => {
  it("follows the keyboard's focus through the steps and rests on step 1 once the focus leaves them", async () => {
    const user = userEvent.setup();
    render(
      <>
        <ProcessSection />
        <button type="button">Danach</button>
      </>,
    );
    expect(bar()).toHaveStyle({ width: "25%" });
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: /^3/ })).toHaveAttribute("aria-current", "step");
    expect(bar()).toHaveStyle({ width: "75%" });
    await user.tab();
    await user.tab();
    expect(screen.getByRole("button", { name: "Danach" })).toHaveFocus();
    expect(bar()).toHaveStyle({ width: "25%" });
    expect(screen.getByRole("button", { name: /^1/ })).toHaveAttribute("aria-current", "step");
  });
});

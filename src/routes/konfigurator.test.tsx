import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";

const wizardModule = vi.hoisted(() => ({ evaluated: vi.fn() }));
vi.mock("~/features/wizard/components/wizard", () => {
  wizardModule.evaluated();
  return { default: () => <p>Wizard geladen</p> };
});

describe("/konfigurator", () => {
  it("asks for the wizard's chunk when the route module loads, before anything renders", async () => {
    const { default: Page } = await import("./konfigurator");
    // Nothing rendered yet: the browser boots route modules first and hydrates later.
    await vi.waitFor(() => expect(wizardModule.evaluated).toHaveBeenCalledTimes(1));

    const Stub = createRoutesStub([{ path: "/konfigurator", Component: Page }]);
    render(<Stub initialEntries={["/konfigurator"]} />);
    expect(await screen.findByText("Wizard geladen")).toBeInTheDocument();
    expect(wizardModule.evaluated).toHaveBeenCalledTimes(1);
  });
});

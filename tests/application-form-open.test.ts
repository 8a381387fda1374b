// @vitest-environment jsdom
/**
 * The campaign-open state end to end, without a second production build:
 * the real ApplicationSection (static markup → lazily loaded react-hook-form
 * version) with site.campaign.open = true, submitting through the real
 * supabase-js client into the local stack. See docs/decisions/011.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as SiteModule from "~/content/site";
import { ApplicationSection } from "~/features/landing/components/application-section";
import type * as EnvModule from "~/lib/env";
import { serviceClient } from "./helpers/clients.ts";

vi.mock("~/content/site", async (importOriginal) => {
  const { site } = await importOriginal<typeof SiteModule>();
  return { site: { ...site, campaign: { ...site.campaign, open: true } } };
});
vi.mock("~/lib/env", async (importOriginal) => {
  const { inject } = await import("vitest");
  return { ...(await importOriginal<typeof EnvModule>()), supabaseUrl: inject("supabaseUrl") };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("application form with the campaign open", () => {
  it("is interactive and stores the application in azubiprojekt_bewerbungen", async () => {
    const user = userEvent.setup();
    render(createElement(MemoryRouter, null, createElement(ApplicationSection)));
    expect(document.querySelector("[inert]")).toBeNull();

    // Touching the prerendered form loads its code and keeps what was typed.
    await user.click(screen.getByLabelText(/^Vorname/));
    await user.keyboard("Erika");
    const submit = () => screen.getByRole<HTMLButtonElement>("button", { name: "Jetzt unverbindlich bewerben" });
    // The form's code is a module of its own; under a full test run its first import took over
    // waitFor's default second (CI, 2026-11-26).
    await waitFor(() => expect(submit().disabled).toBe(false), { timeout: 10_000 });
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe("Erika");

    const email = `open-campaign-${Date.now()}@example.de`;
    await user.type(screen.getByLabelText(/^Nachname/), "Mustermann");
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), email);
    await user.type(screen.getByLabelText(/^Telefonnummer/), "+49 30 123456-7");
    await user.type(screen.getByLabelText(/^Firma/), "Mustermann Haustechnik GmbH");
    await user.type(screen.getByLabelText(/^Beschreiben Sie/), "Sanitärbetrieb mit 12 Mitarbeitenden.");
    // A person needs more than the bot threshold of 3 s from the page's opening.
    const later = performance.now() + 10_000;
    vi.spyOn(performance, "now").mockImplementation(() => later);
    await user.click(submit());

    await screen.findByRole("dialog", { name: "Vielen Dank für Ihre Bewerbung!" }, { timeout: 10_000 });
    const { data, error } = await serviceClient().from("azubiprojekt_bewerbungen").select("*").eq("email", email);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({ vorname: "Erika", firma: "Mustermann Haustechnik GmbH", website_aktuell: null });
  });
});

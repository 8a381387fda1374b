import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { earlyLinkStep, startEarlyLinkLoad, takeEarlyLinkLoad } from "./early-link-load";
import { createRemoteSessionStore, toRow } from "./remote-session";
import type { SessionSnapshot } from "./session-record";

const SESSION = "session_1732230000000_EARLYAAAAAAAAAAAAAAAAA";
const snapshot: SessionSnapshot = {
  sessionId: SESSION,
  data: { ...emptyWizardData(), firmenname: "Früh GmbH" },
  currentStep: 3,
  completedSteps: [1, 2],
  updatedAt: "2026-01-01T10:00:00.000Z",
  pendingUploads: [],
};
const rowResponse = () =>
  new Response(JSON.stringify([toRow(snapshot, { writer: "w".repeat(32), basedOn: null })]), {
    headers: { "Content-Type": "application/json" },
  });

afterEach(() => {
  // Nothing left over for the next test.
  void takeEarlyLinkLoad(SESSION);
});

describe("a session link loaded before the wizard's code", () => {
  it("asks for the linked row with its session header, and hands the answer over once", async () => {
    const fetchSpy = vi.fn(() => Promise.resolve(rowResponse()));
    startEarlyLinkLoad(`?session=${SESSION}`, fetchSpy);

    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(`/rest/v1/wizard_sessions?`);
    expect(new URL(url).searchParams.get("id")).toBe(`eq.${SESSION}`);
    expect((init.headers as Record<string, string>)["x-wizard-session"]).toBe(SESSION);

    expect(takeEarlyLinkLoad("session_1732230000000_OTHERAAAAAAAAAAAAAAAAA")).toBeNull();
    const answer = takeEarlyLinkLoad(SESSION);
    expect(answer).not.toBeNull();
    expect((await answer!).ok).toBe(true);
    expect(takeEarlyLinkLoad(SESSION)).toBeNull();
  });

  it.each([
    ["no parameter", ""],
    ["another parameter", "?utm_source=flyer"],
    ["an id of the wrong shape", "?session=abc"],
  ])("asks nothing for %s", (_case, search) => {
    const fetchSpy = vi.fn(() => Promise.resolve(rowResponse()));
    startEarlyLinkLoad(search, fetchSpy);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlyLinkLoad(SESSION)).toBeNull();
  });

  it("the wizard's load uses the early answer instead of asking again", async () => {
    startEarlyLinkLoad(`?session=${SESSION}`, () => Promise.resolve(rowResponse()));
    const later = vi.fn(() => Promise.resolve(rowResponse()));

    const copy = await createRemoteSessionStore({ fetch: later }).load(SESSION);

    expect(later).not.toHaveBeenCalled();
    expect(copy?.data.firmenname).toBe("Früh GmbH");
    expect(copy?.currentStep).toBe(3);
  });

  it("when the early request failed, the wizard's load asks once more", async () => {
    startEarlyLinkLoad(`?session=${SESSION}`, () => Promise.reject(new TypeError("Failed to fetch")));
    const later = vi.fn(() => Promise.resolve(rowResponse()));

    const copy = await createRemoteSessionStore({ fetch: later }).load(SESSION);

    expect(later).toHaveBeenCalledTimes(1);
    expect(copy?.data.firmenname).toBe("Früh GmbH");
  });

  it("a load of another session does not take the early answer", async () => {
    startEarlyLinkLoad(`?session=${SESSION}`, () => Promise.resolve(rowResponse()));
    const later = vi.fn(() => Promise.resolve(new Response("[]", { headers: { "Content-Type": "application/json" } })));

    expect(
      await createRemoteSessionStore({ fetch: later }).load("session_1732230000000_OTHERAAAAAAAAAAAAAAAAA"),
    ).toBeNull();
    expect(later).toHaveBeenCalledTimes(1);
    expect(takeEarlyLinkLoad(SESSION)).not.toBeNull();
  });

  it("tells the linked step as soon as the answer is in, and the wizard still reads the whole row", async () => {
    startEarlyLinkLoad(`?session=${SESSION}`, () => Promise.resolve(rowResponse()));
    expect(await earlyLinkStep()).toBe(3);

    const copy = await createRemoteSessionStore({ fetch: vi.fn() }).load(SESSION);
    expect(copy?.data.firmenname).toBe("Früh GmbH");
  });

  it.each([
    ["no link", null],
    ["a refused request", () => Promise.resolve(new Response("{}", { status: 401 }))],
    ["a failed request", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["an unknown id", () => Promise.resolve(new Response("[]", { headers: { "Content-Type": "application/json" } }))],
  ])("tells no step for %s", async (_case, answer) => {
    if (answer) startEarlyLinkLoad(`?session=${SESSION}`, answer);
    expect(await earlyLinkStep()).toBeNull();
  });
});

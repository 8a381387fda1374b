import { describe, expect, it } from "vitest";
import { emptyWizardData } from "../model/wizard-data";
import { TEST_SESSION_ID } from "../testing/wizard-fixtures";
import {
  sameContent,
  fromSessionData,
  isSessionActive,
  repairWizardData,
  toSessionData,
  type SessionSnapshot,
} from "./session-record";

const file = {
  id: "f1",
  fileName: "a.jpg",
  url: "https://x/a.jpg",
  size: 10,
  mimeType: "image/jpeg",
  path: "uploads/h/a.jpg",
};

describe("isSessionActive (SPEC §4 activity rule)", () => {
  const empty = emptyWizardData();
  it("is inactive for an empty form on step 1", () => {
    expect(isSessionActive({ data: empty, currentStep: 1 })).toBe(false);
    expect(
      isSessionActive({ data: { ...empty, ort: "Berlin", plz: "12345", firmenname: "   " }, currentStep: 1 }),
    ).toBe(false);
  });
  it.each([
    ["firmenname", { firmenname: "X" }],
    ["email", { email: "a@b.de" }],
    ["vorname", { vorname: "Erika" }],
    ["nachname", { nachname: "Muster" }],
    ["hauptbotschaft", { hauptbotschaft: "Frisch" }],
    ["leistungen", { leistungen: "Brot" }],
    ["an uploaded image", { uploaded_images: [file] }],
    ["an uploaded text", { uploaded_texts: [file] }],
    ["the logo file", { logo_file_url: "https://x/logo.png" }],
  ])("is active with %s", (_, fields) => {
    expect(isSessionActive({ data: { ...empty, ...fields }, currentStep: 1 })).toBe(true);
  });
  it("is active beyond step 1", () => expect(isSessionActive({ data: empty, currentStep: 2 })).toBe(true));
});

describe("repairWizardData", () => {
  it("drops unknown keys, wrong types and malformed upload entries", () => {
    const data = repairWizardData({
      firmenname: "Ok",
      hacked: "<script>",
      kontaktformular: "yes",
      logo_file_size: "2048",
      farben: ["blau", 3, "rot", "blau", "magenta"],
      uploaded_images: [file, { id: 1 }, "x", { ...file, size: "big", path: undefined }],
      seiten: ["kontakt", "startseite"],
      rechtliches: ["agb"],
    });
    expect(data).not.toHaveProperty("hacked");
    expect(data.kontaktformular).toBe(true);
    expect(data.logo_file_size).toBe(2048);
    // Duplicates and colours that are not offered go too.
    expect(data.farben).toEqual(["blau", "rot"]);
    expect(data.uploaded_images).toEqual([file, { ...file, size: 0, path: "" }]);
    expect(data.seiten).toEqual(["startseite", "kontakt"]);
    expect(data.rechtliches).toEqual(["impressum", "datenschutz", "agb"]);
  });
  it("returns the empty form for something that is not an object", () => {
    expect(repairWizardData("x")).toEqual(emptyWizardData());
  });
});

describe("session_data", () => {
  const snapshot: SessionSnapshot = {
    sessionId: TEST_SESSION_ID,
    data: { ...emptyWizardData(), firmenname: "Firma" },
    currentStep: 3,
    completedSteps: [1, 2],
    updatedAt: "2026-11-22T10:00:00.000Z",
    pendingUploads: [{ kind: "images", fileName: "gross.jpg" }],
  };

  it("round-trips this client's envelope", () => {
    const stored = JSON.parse(JSON.stringify(toSessionData(snapshot)));
    expect(fromSessionData(stored)).toEqual({
      data: snapshot.data,
      completedSteps: [1, 2],
      pendingUploads: [{ kind: "images", fileName: "gross.jpg" }],
    });
  });

  it("reads the original product's bare form data, also as a JSON string", () => {
    expect(fromSessionData({ firmenname: "Alt" })?.data.firmenname).toBe("Alt");
    expect(fromSessionData('{"firmenname":"Alt","farben":["blau"]}')?.data.farben).toEqual(["blau"]);
  });

  it("returns null for unreadable values", () => {
    expect(fromSessionData("{nope")).toBeNull();
    expect(fromSessionData(42)).toBeNull();
    expect(fromSessionData(null)).toBeNull();
  });

  it("counts an upload entry read back with its keys in another order as the same content", () => {
    const uploaded = { id: "i1", fileName: "a.jpg", url: "u", size: 1, mimeType: "image/jpeg", path: "p" };
    const readBack = { url: "u", id: "i1", path: "p", fileName: "a.jpg", mimeType: "image/jpeg", size: 1 };
    const copy = (file: typeof uploaded) => ({
      sessionId: "s",
      currentStep: 4 as const,
      completedSteps: [1 as const],
      data: { ...emptyWizardData(), uploaded_images: [file] },
      pendingUploads: [],
    });
    expect(sameContent(copy(uploaded), copy(readBack))).toBe(true);
    expect(sameContent(copy(uploaded), copy({ ...readBack, size: 2 }))).toBe(false);
  });
});

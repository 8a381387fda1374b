import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it, vi } from "vitest";
import type { UploadedFile } from "../model/wizard-data";
import type * as Toast from "~/components/ui/toast";
import type * as Storage from "../uploads/storage";
import { renderWizard } from "../testing/render-wizard";
import { TEST_SESSION_ID, validWizardData } from "../testing/wizard-fixtures";
import { deferred, fileOf } from "../testing/upload-harness";
import { resetUploadTrackers } from "../uploads/upload-tracker";
import { ContentStep } from "./content-step";
import { DROPPED_TEXTS_MS } from "./texts-field";

const removeText = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const { toastInfo, toastDismiss } = vi.hoisted(() => ({
  toastInfo: vi.fn((_title: string, _options?: unknown) => 1),
  toastDismiss: vi.fn(),
}));
vi.mock("~/components/ui/toast", async (importOriginal) => {
  const actual = await importOriginal<typeof Toast>();
  return { ...actual, toast: { ...actual.toast, info: toastInfo, dismiss: toastDismiss } };
});
const uploadText = vi.hoisted(() => vi.fn<typeof Storage.uploadText>());
vi.mock("../uploads/storage", async (importOriginal) => ({
  ...(await importOriginal<typeof Storage>()),
  removeText,
  uploadText,
}));

const text: UploadedFile = {
  id: "t1",
  fileName: "texte.pdf",
  url: "https://x.de/texte.pdf",
  size: 1234,
  mimeType: "application/pdf",
  path: "abc/texte.pdf",
};
const packages = () => screen.getAllByRole("radio", { name: /^Paket / }).map((radio) => radio.getAttribute("value"));

describe("ContentStep", () => {
  it.each([
    ["gastronomie", "restaurant"],
    ["werkstaetten", "handwerker"],
    ["immobilien", "makler"],
  ])("offers the base packages plus the industry package for %s", (branche, industry) => {
    renderWizard(<ContentStep />, { data: { branche } });
    expect(packages()).toEqual(["praesenz", "service", "business", industry]);
  });

  it("offers only the base packages for a branch without one", () => {
    renderWizard(<ContentStep />, { data: { branche: "beratung" } });
    expect(packages()).toEqual(["praesenz", "service", "business"]);
  });

  it("recomputes the pages from package and custom pages, which must be unique", async () => {
    const { user, store } = renderWizard(<ContentStep />, { data: { branche: "beratung" } });
    await user.click(screen.getByRole("radio", { name: /Paket Präsenz/ }));
    expect(store.getState().data.seiten).toEqual(["startseite", "ueber-uns", "leistungen", "kontakt"]);
    const input = screen.getByRole("textbox", { name: "Zusätzliche Seiten" });
    await user.type(input, "Philosophie{Enter}");
    expect(store.getState().data.custom_seiten).toEqual(["Philosophie"]);
    expect(store.getState().data.seiten.at(-1)).toBe("Philosophie");
    // The list changes without a visible message: a screen reader hears it.
    const pagesStatus = () =>
      screen.getAllByRole("status").find((status) => status.textContent?.startsWith("Seite „"))?.textContent;
    expect(pagesStatus()).toBe("Seite „Philosophie“ hinzugefügt.");
    await user.type(input, " philosophie ");
    await user.click(screen.getByRole("button", { name: "Seite hinzufügen" }));
    expect(screen.getByText("Diese Seite haben Sie bereits hinzugefügt.")).toBeInTheDocument();
    await user.clear(input);
    await user.click(screen.getByRole("button", { name: "Seite hinzufügen" }));
    expect(screen.getByText("Bitte geben Sie einen Seitennamen ein.")).toBeInTheDocument();
    // A page the package has is not added a second time under the visitor's name.
    await user.type(input, "Über uns{Enter}");
    expect(screen.getByText("Die Seite „Über uns“ ist im gewählten Paket bereits enthalten.")).toBeInTheDocument();
    expect(store.getState().data.custom_seiten).toEqual(["Philosophie"]);
    await user.clear(input);
    await user.click(screen.getByRole("button", { name: "Seite Philosophie entfernen" }));
    expect(pagesStatus()).toBe("Seite „Philosophie“ entfernt.");
    expect(store.getState().data.seiten).toEqual(["startseite", "ueber-uns", "leistungen", "kontakt"]);
    // The last page gone, focus goes back to where pages are added (WCAG 2.4.3).
    await waitFor(() => expect(input).toHaveFocus());
  });

  it("adds a page typed but not added when the visitor moves on, and keeps one it can't add", async () => {
    const { user, store } = renderWizard(<ContentStep />, { data: { branche: "beratung", custom_seiten: ["Team"] } });
    expect(screen.getByRole("radiogroup", { name: /Texte/ })).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByRole("radiogroup", { name: /Texte/ })).toHaveAttribute("aria-required", "true");
    expect(screen.getByRole("radio", { name: "Texte erstellen lassen" })).not.toBeRequired();
    const input = screen.getByRole("textbox", { name: "Zusätzliche Seiten" });
    await user.type(input, "Partner");
    await user.click(screen.getByRole("button", { name: "Weiter zu Funktionen" }));
    expect(store.getState().data.custom_seiten).toEqual(["Team", "Partner"]);
    // The step is incomplete otherwise; its toast must not linger into the next test (sonner's state is global).
    expect(await screen.findByText("Unvollständige Angaben")).toBeInTheDocument();
    // The required radio group says whether it is invalid; its radios are not natively required,
    // which made Chromium call them invalid before any input.
    expect(screen.getByRole("radiogroup", { name: /Texte/ })).toHaveAttribute("aria-invalid", "true");
    // The failed "Weiter" focuses the first invalid field 300 ms later (SPEC §2): waited for, or
    // that focus could land amid the typing below and add or refuse a half-typed page.
    await waitFor(() => expect(screen.getByRole("combobox", { name: /Hauptziel/ })).toHaveFocus());
    act(() => void toast.dismiss());
    expect(input).toHaveValue("");

    await user.type(input, "team");
    await user.tab(); // to "Seite hinzufügen"
    await user.tab();
    expect(screen.getByText("Diese Seite haben Sie bereits hinzugefügt.")).toBeInTheDocument();
    expect(input).toHaveValue("team");
    expect(store.getState().data.custom_seiten).toEqual(["Team", "Partner"]);
    // Refused while the visitor is in the field (its input): announced.
    await user.click(input);
    await user.clear(input);
    await user.type(input, "partner{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("Diese Seite haben Sie bereits hinzugefügt.");
  });

  it("adds nothing when the window loses the focus or a dialog takes it: the visitor comes back to the field", async () => {
    const { user, store } = renderWizard(<ContentStep />, { data: { branche: "beratung" } });
    const input = screen.getByRole("textbox", { name: "Zusätzliche Seiten" });
    await user.type(input, "Partn");
    const hasFocus = vi.spyOn(document, "hasFocus").mockReturnValueOnce(false);
    fireEvent.blur(input, { relatedTarget: null });
    expect(hasFocus).toHaveBeenCalled();
    hasFocus.mockRestore();
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "alertdialog");
    dialog.append(document.createElement("button"));
    document.body.append(dialog);
    fireEvent.blur(input, { relatedTarget: dialog.firstChild });
    dialog.remove();
    expect(store.getState().data.custom_seiten).toEqual([]);
    expect(input).toHaveValue("Partn");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("adds a typed page once with a click on its button, where browsers do not focus a pressed button", async () => {
    const { store } = renderWizard(<ContentStep />, { data: { branche: "beratung" } });
    const input = screen.getByRole("textbox", { name: "Zusätzliche Seiten" });
    input.focus();
    fireEvent.change(input, { target: { value: "Partner" } });
    const button = screen.getByRole("button", { name: "Seite hinzufügen" });
    // Safari: mousedown on a button moves no focus unless prevented first; then the click.
    expect(fireEvent.mouseDown(button)).toBe(false);
    fireEvent.click(button);
    expect(store.getState().data.custom_seiten).toEqual(["Partner"]);
    expect(screen.queryByText("Bitte geben Sie einen Seitennamen ein.")).not.toBeInTheDocument();
  });

  it("keeps a page typed but not yet added when the step remounts (another device's changes taken over, a reload)", async () => {
    const { user, store, unmount } = renderWizard(<ContentStep />, { data: { branche: "beratung" } });
    await user.type(screen.getByRole("textbox", { name: "Zusätzliche Seiten" }), "Partn");
    unmount();
    renderWizard(<ContentStep />, { store });
    expect(screen.getByRole("textbox", { name: "Zusätzliche Seiten" })).toHaveValue("Partn");
    // The tab's sessionStorage holds it, so a reload of the page finds it too.
    expect(Object.values(sessionStorage)).toContain("Partn");
  });

  it("drops a package the branch no longer offers", () => {
    const { store } = renderWizard(<ContentStep />, {
      data: { branche: "beratung", seitenpaket: "salon", seiten: ["startseite", "preise"], custom_seiten: ["Team"] },
    });
    expect(store.getState().data).toMatchObject({ seitenpaket: "", seiten: ["startseite", "Team"] });
  });

  it("requires goal, target group and text choice, and the other goal for 'Sonstiges'", async () => {
    const { user } = renderWizard(<ContentStep />);
    await user.click(screen.getByRole("button", { name: "Weiter zu Funktionen" }));
    expect(await screen.findByText("Unvollständige Angaben")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("combobox", { name: "Hauptziel der Website" })).toHaveFocus());
    await user.selectOptions(screen.getByRole("combobox", { name: "Hauptziel der Website" }), "sonstiges");
    expect(screen.getByRole("textbox", { name: "Ihr Hauptziel" })).toBeRequired();
  });

  it("needs an uploaded text for 'texte-hochladen' and names it in the toast", async () => {
    const { user } = renderWizard(<ContentStep />, {
      data: validWizardData({ texte_status: "texte-hochladen" }),
      state: { currentStep: 3 },
    });
    expect(screen.getByRole("group", { name: "Ihre Texte" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Weiter zu Funktionen" }));
    expect(await screen.findAllByText("Bitte laden Sie mindestens eine Text-Datei hoch")).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole("group", { name: "Ihre Texte" })).toHaveFocus());
  });

  it("clears the uploaded texts when switching to 'erstellen-lassen', and deletes them once the undo time is over", async () => {
    removeText.mockClear();
    const { user, store } = renderWizard(<ContentStep />, {
      data: validWizardData({ texte_status: "texte-hochladen", uploaded_texts: [text] }),
    });
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      fireEvent.click(screen.getByRole("radio", { name: "Texte erstellen lassen" }));
      expect(store.getState().data.uploaded_texts).toEqual([]);
      expect(screen.queryByRole("group", { name: "Ihre Texte" })).not.toBeInTheDocument();
      expect(toastInfo).toHaveBeenCalledWith("Hochgeladene Texte entfernt", expect.anything());
      act(() => {
        vi.advanceTimersByTime(DROPPED_TEXTS_MS - 1);
      });
      expect(removeText).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(removeText).toHaveBeenCalledWith("abc/texte.pdf", TEST_SESSION_ID);
    } finally {
      vi.useRealTimers();
    }
    // Chosen again after that: nothing comes back.
    await user.click(screen.getByRole("radio", { name: "Eigene Texte hochladen" }));
    expect(store.getState().data.uploaded_texts).toEqual([]);
  });

  it("brings the texts back when 'texte-hochladen' is chosen again, as arrow keys in the group do, and deletes nothing", async () => {
    removeText.mockClear();
    const { user, store } = renderWizard(<ContentStep />, {
      data: validWizardData({ texte_status: "texte-hochladen", uploaded_texts: [text] }),
    });
    const uploadChoice = screen.getByRole("radio", { name: "Eigene Texte hochladen" });
    uploadChoice.focus();
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("radio", { name: "Texte erstellen lassen" })).toBeChecked();
    expect(store.getState().data.uploaded_texts).toEqual([]);
    await user.keyboard("{ArrowUp}");
    expect(uploadChoice).toBeChecked();
    await waitFor(() => expect(store.getState().data.uploaded_texts).toEqual([text]));
    expect(screen.getByText("texte.pdf")).toBeInTheDocument();
    expect(toastDismiss).toHaveBeenCalled();
    expect(removeText).not.toHaveBeenCalled();
  });

  it("brings the texts back with the toast's 'Rückgängig'", async () => {
    const { user, store } = renderWizard(<ContentStep />, {
      data: validWizardData({ texte_status: "texte-hochladen", uploaded_texts: [text] }),
    });
    await user.click(screen.getByRole("radio", { name: "Texte erstellen lassen" }));
    const options = toastInfo.mock.calls.at(-1)![1] as unknown as { action: { label: string; onClick: () => void } };
    expect(options.action.label).toBe("Rückgängig");
    act(() => options.action.onClick());
    expect(screen.getByRole("radio", { name: "Eigene Texte hochladen" })).toBeChecked();
    await waitFor(() => expect(store.getState().data.uploaded_texts).toEqual([text]));
  });

  it("deletes dropped texts at once when the step is left", async () => {
    removeText.mockClear();
    const { user, unmount } = renderWizard(<ContentStep />, {
      data: validWizardData({ texte_status: "texte-hochladen", uploaded_texts: [text] }),
    });
    await user.click(screen.getByRole("radio", { name: "Texte erstellen lassen" }));
    expect(removeText).not.toHaveBeenCalled();
    unmount();
    expect(removeText).toHaveBeenCalledWith("abc/texte.pdf", TEST_SESSION_ID);
  });

  it("cancels a text upload still running when switching to 'erstellen-lassen', and never adds it back", async () => {
    resetUploadTrackers();
    const late = deferred<UploadedFile>();
    uploadText.mockImplementation(() => late.promise);
    const { user, store } = renderWizard(<ContentStep />, {
      data: validWizardData({ texte_status: "texte-hochladen", uploaded_texts: [text] }),
    });
    await user.upload(
      screen.getByLabelText("Text-Dateien auswählen", { selector: "input" }),
      fileOf("spät.pdf", "application/pdf"),
    );
    const signal = uploadText.mock.calls[0]![2]!.signal!;
    await user.click(screen.getByRole("radio", { name: "Texte erstellen lassen" }));
    expect(signal.aborted).toBe(true);
    // Stored all the same (the abort came too late): it leaves the bucket and stays out of the list.
    await act(async () => late.resolve({ ...text, id: "t2", fileName: "spät.pdf", path: "abc/spaet.pdf" }));
    expect(store.getState().data.uploaded_texts).toEqual([]);
    expect(removeText).toHaveBeenCalledWith("abc/spaet.pdf", TEST_SESSION_ID);
  });

  it("shows a custom page list broken in a stored copy once Weiter is tried", async () => {
    const { user, store } = renderWizard(<ContentStep />, {
      state: { currentStep: 3 },
      data: {
        hauptziel: "kunden-gewinnen",
        zielgruppe: "Familien",
        texte_status: "erstellen-lassen",
        custom_seiten: ["Team, Jobs"],
        seiten: ["startseite", "Team, Jobs"],
      },
    });
    await user.click(screen.getByRole("button", { name: "Weiter zu Funktionen" }));
    expect(await screen.findByText("Seitennamen dürfen kein Komma enthalten.")).toBeInTheDocument();
    expect(store.getState().currentStep).toBe(3);
    await user.click(screen.getByRole("button", { name: "Seite Team, Jobs entfernen" }));
    await user.click(screen.getByRole("button", { name: "Weiter zu Funktionen" }));
    await waitFor(() => expect(store.getState().currentStep).toBe(4));
  });
});

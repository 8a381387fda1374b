import { describe, expect, it } from "vitest";
import { emptyWizardData, type WizardData } from "../model/wizard-data";
import { mergeCopies } from "./merge";

const copy = (data: Partial<WizardData>, completedSteps: (1 | 2 | 3 | 4 | 5 | 6)[] = [1]) => ({
  data: { ...emptyWizardData(), firmenname: "Bäckerei", ...data },
  completedSteps,
});

describe("mergeCopies", () => {
  const base = copy({ farben: ["blau"] });

  it("keeps what each side changed when they changed different fields", () => {
    const mine = copy({ farben: ["blau"], vorname: "Erika" }, [1]);
    const theirs = copy({ farben: ["blau", "rot"], firmenname: "Bäckerei Sonnenschein" }, [1, 2]);
    const merged = mergeCopies(base, mine, theirs);
    expect(merged).toMatchObject({ ok: true, completedSteps: [1, 2] });
    if (!merged.ok) return;
    expect(merged.data).toMatchObject({
      firmenname: "Bäckerei Sonnenschein",
      vorname: "Erika",
      farben: ["blau", "rot"],
    });
  });

  it("takes the other side whole when this tab changed nothing", () => {
    const theirs = copy({ firmenname: "Neu", uploaded_images: [], farben: [] }, [1, 2, 3]);
    expect(mergeCopies(base, base, theirs)).toEqual({ ok: true, data: theirs.data, completedSteps: [1, 2, 3] });
  });

  it("accepts both sides making the same change", () => {
    const both = copy({ farben: ["blau"], firmenname: "Gleich" });
    expect(mergeCopies(base, both, both)).toMatchObject({ ok: true, data: { firmenname: "Gleich" } });
  });

  it("reports each field both sides changed differently, lists included", () => {
    const mine = copy({ farben: ["blau", "gruen"], firmenname: "Laptop" });
    const theirs = copy({ farben: ["blau", "rot"], firmenname: "Handy", vorname: "Max" });
    expect(mergeCopies(base, mine, theirs)).toEqual({ ok: false, conflicts: ["firmenname", "farben"] });
  });
});

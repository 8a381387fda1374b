import { useController } from "react-hook-form";
import { fieldId } from "../components/form/field-state";

/** "Kontaktformular" as a real switch (role=switch, aria-checked); on by default. */
export function ContactFormSwitch() {
  const { field } = useController({ name: "kontaktformular" });
  const on = field.value === true;
  return (
    <div className="flex items-start justify-between gap-4 rounded-xl border border-slate-300 bg-white p-4 shadow-sm">
      {/* May shrink and break its words: with large text, "Kontaktformular" alone pushed the switch off the screen. */}
      <div className="min-w-0 hyphens-auto wrap-anywhere">
        <p id="kontaktformular-label" className="font-medium text-slate-900">
          Kontaktformular auf der Website
        </p>
        <p id="kontaktformular-hinweis" className="text-sm text-slate-600">
          Besucher können Ihnen direkt über die Website schreiben.
        </p>
      </div>
      <button
        type="button"
        role="switch"
        id={fieldId("kontaktformular")}
        aria-checked={on}
        aria-labelledby="kontaktformular-label"
        aria-describedby="kontaktformular-hinweis"
        onClick={() => field.onChange(!on)}
        // Drawn with backgrounds only, it vanished in forced colours (Windows contrast themes): there
        // it keeps its system colours, a frame, and a thumb in Highlight when on.
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors forced-colors:border forced-colors:border-[CanvasText] forced-colors:forced-color-adjust-none ${on ? "bg-brand-700 forced-colors:bg-[Highlight]" : "bg-slate-500 forced-colors:bg-[Canvas]"}`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-6 forced-colors:bg-[HighlightText]" : "translate-x-1 forced-colors:bg-[CanvasText]"}`}
        />
      </button>
    </div>
  );
}

import "react-day-picker/style.css";
import "./deadline-picker.css";
import { memo, useCallback, useRef, type CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale/de";
import { useController } from "react-hook-form";
import { deadlineWindow, formatDeadline, parseDeadline } from "~/schemas/wizard-fields";
import { FieldError } from "~/components/ui/field";
import { site } from "~/content/site";
import { errorId, fieldId, useFieldError } from "../components/form/field-state";

/**
 * Days of 38 px where there is room; on the narrowest phones (320 px) seven of
 * them are wider than the step, so a day takes a seventh of the width around
 * the calendar (`cqi`, less the box's padding and border) and stays at least
 * 29 px: above the 24 px of WCAG 2.5.8, and no sideways scrolling (1.4.10).
 */
const DAY = "min(38px, (100cqi - 20px) / 7)";
const calendarLook = {
  "--rdp-accent-color": "#1e40af",
  "--rdp-accent-background-color": "#dbeafe",
  "--rdp-day-width": DAY,
  "--rdp-day-height": DAY,
  "--rdp-day_button-width": `calc(${DAY} - 2px)`,
  "--rdp-day_button-height": `calc(${DAY} - 2px)`,
  // The arrows keep a finger's size but do not grow with large text: beside the month's name at
  // 200 % text, two arrows of 2.25rem made the month wider than a 360 px phone.
  "--rdp-nav_button-width": "min(2.25rem, 44px)",
  "--rdp-nav_button-height": "min(2.25rem, 44px)",
} as CSSProperties;
// The month's name may wrap ("Dezember" over "2026") rather than push the arrows off the screen.
const captionLook = {
  month_caption: { fontSize: "1rem", height: "auto", minHeight: "var(--rdp-nav-height)" },
  caption_label: { whiteSpace: "normal", textAlign: "center" },
} satisfies Partial<Record<string, CSSProperties>>;

/** Completion date: only 14–42 days ahead are selectable; stored as dd.MM.yyyy (SPEC §3, §5). */
export function DeadlinePicker() {
  const {
    field: { value, onChange, onBlur },
  } = useController({ name: "projekt_deadline" });
  const error = useFieldError("projekt_deadline");
  const { earliest, latest } = deadlineWindow();
  const selected = parseDeadline(value as string) ?? undefined;
  const calendarRef = useRef<HTMLDivElement>(null);
  const pick = useCallback(
    (deadline: string) => {
      onChange(deadline);
      onBlur();
    },
    [onChange, onBlur],
  );
  const clear = () => {
    pick("");
    // The button goes with the date; the focus stays in the field rather than falling to the page.
    calendarRef.current?.focus();
  };
  return (
    <fieldset
      className="space-y-2"
      aria-describedby={`deadline-hinweis${error ? ` ${errorId("projekt_deadline")}` : ""}`}
    >
      <legend className="max-w-full text-sm font-semibold hyphens-auto wrap-anywhere text-slate-800">
        Gewünschter Fertigstellungstermin
      </legend>
      <p id="deadline-hinweis" className="text-sm text-slate-600">
        Wählen Sie einen Tag zwischen dem {formatDeadline(earliest)} und dem {formatDeadline(latest)}. In der Regel
        dauert ein Projekt {site.terms.projectWeeks} Wochen ab Anfrage.{" "}
        <span aria-live="polite">{selected ? `Gewählt: ${formatDeadline(selected)}` : "Noch kein Datum gewählt."}</span>
      </p>
      {/* The date is optional, and the calendar keeps a chosen day when it is clicked again (a double
          click cleared it unnoticed), so taking it back is this button's job. */}
      {value ? (
        <button
          type="button"
          onClick={clear}
          className="py-1 text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
        >
          Datum entfernen
        </button>
      ) : null}
      {/* The width the calendar may take, for the day size (calendarLook). Not a direct child of the
          fieldset: Chromium 156 then lost the calendar's layout (0 × 0) when the error below appeared. */}
      <div>
        <div className="[container-type:inline-size]">
          <div
            id={fieldId("projekt_deadline")}
            ref={calendarRef}
            tabIndex={-1}
            className={`inline-block rounded-xl border bg-white p-2 shadow-sm sm:p-3 ${error ? "border-red-600" : "border-slate-300"}`}
          >
            <Calendar value={value as string} today={formatDeadline(new Date())} onPick={pick} />
          </div>
        </div>
      </div>
      <FieldError id={fieldId("projekt_deadline")} error={error} />
    </fieldset>
  );
}

/**
 * The month grid: six weeks of day buttons, each labelled with date-fns, so
 * it renders only when the chosen date or the day changes. The form's field
 * state also changes when step 5 is shown (its fields register), and
 * rendering the grid then took ~13 ms of the step change.
 */
const Calendar = memo(function Calendar({
  value,
  today,
  onPick,
}: {
  value: string;
  /** Today as dd.MM.yyyy: the selectable window moves with it. */
  today: string;
  onPick: (deadline: string) => void;
}) {
  const { earliest, latest } = deadlineWindow(parseDeadline(today) ?? undefined);
  const selected = parseDeadline(value) ?? undefined;
  return (
    <DayPicker
      mode="single"
      // Clicking the chosen day again keeps it; "Datum entfernen" clears it.
      required
      locale={de}
      weekStartsOn={1}
      selected={selected}
      onSelect={(date) => onPick(formatDeadline(date))}
      defaultMonth={selected ?? earliest}
      startMonth={earliest}
      endMonth={latest}
      disabled={[{ before: earliest }, { after: latest }]}
      // On the root itself: react-day-picker's stylesheet declares its defaults there.
      style={calendarLook}
      // Month and arrows side by side, never on top of each other on a narrow phone.
      navLayout="around"
      styles={captionLook}
    />
  );
});

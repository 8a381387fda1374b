import { memo } from "react";
import type { StepNumber } from "../model/wizard-data";
import type { SummaryCard as Card } from "./display";

type SummaryCardProps = { card: Card; onEdit: (step: StepNumber) => void; disabled?: boolean };

/**
 * Memoised by what it shows: the summary, rendered ahead on step 5 (SummaryMount),
 * computes its cards again for every key pressed there, and mostly nothing shown
 * changes (values are cut at 50 characters).
 */
export const SummaryCard = memo(
  SummaryCardView,
  (before, after) =>
    before.onEdit === after.onEdit && before.disabled === after.disabled && sameCard(before.card, after.card),
);

function sameCard(a: Card, b: Card): boolean {
  return (
    a.title === b.title &&
    a.step === b.step &&
    a.rows.length === b.rows.length &&
    a.rows.every((row, i) => row.label === b.rows[i]!.label && row.value === b.rows[i]!.value)
  );
}

function SummaryCardView({ card, onEdit, disabled }: SummaryCardProps) {
  const titleId = `zusammenfassung-${card.title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    // min-w-0: a grid item is as wide as its widest content by default; a card's rows
    // (an e-mail address, a web address) wrap instead of widening the page on a phone.
    <section
      aria-labelledby={titleId}
      className="@container min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h3 id={titleId} className="min-w-0 flex-1 text-base font-semibold sm:text-lg">
          {card.title}
        </h3>
        <button
          type="button"
          onClick={() => onEdit(card.step)}
          disabled={disabled}
          aria-label={`${card.title} bearbeiten`}
          className="shrink-0 py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline disabled:opacity-50"
        >
          Bearbeiten
        </button>
      </div>
      {card.rows.length > 0 ? (
        // Label above value in a narrow card, beside it in a wide one: two columns in a phone's
        // card broke "Ansprechpartner" and "Datenschutzbeauftragter" inside the word. The one
        // column is minmax(0, 1fr), not the implicit auto: that grew to the longest word (an
        // e-mail address of 36 characters) and pushed the page sideways at 320 px.
        <dl className="grid grid-cols-[minmax(0,1fr)] gap-y-2 text-sm @sm:grid-cols-[max-content_minmax(0,1fr)] @sm:gap-x-4 @sm:gap-y-1.5">
          {card.rows.map((row) => (
            <div key={row.label} className="@sm:contents">
              <dt className="text-slate-500">{row.label}</dt>
              {/* dir="auto": an answer in Hebrew or Arabic runs right to left without reordering the
                  digits and punctuation around it (WCAG 1.3.2). */}
              <dd dir="auto" className="break-words">
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">Keine Angaben</p>
      )}
    </section>
  );
}

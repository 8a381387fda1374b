import type { SummaryCard as Card } from "./display";

type SummaryCardProps = { card: Card; onEdit: () => void; disabled?: boolean };

export function SummaryCard({ card, onEdit, disabled }: SummaryCardProps) {
  const titleId = `zusammenfassung-${card.title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    // min-w-0: a grid item is as wide as its widest content by default; a card's rows
    // (an e-mail address, a web address) wrap instead of widening the page on a phone.
    <section aria-labelledby={titleId} className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="min-w-0 text-lg font-semibold">
          {card.title}
        </h3>
        <button
          type="button"
          onClick={onEdit}
          disabled={disabled}
          aria-label={`${card.title} bearbeiten`}
          className="py-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline disabled:opacity-50"
        >
          Bearbeiten
        </button>
      </div>
      {card.rows.length > 0 ? (
        <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 gap-y-1.5 text-sm">
          {card.rows.map((row) => (
            <div key={row.label} className="contents">
              <dt className="text-slate-500">{row.label}</dt>
              <dd className="break-words">{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-500">Keine Angaben</p>
      )}
    </section>
  );
}

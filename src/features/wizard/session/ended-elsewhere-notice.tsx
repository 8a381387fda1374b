import { sessionMessages } from "./messages";
import { SessionNotice } from "./session-notice";

/**
 * Stays while this tab's session is over elsewhere (sent or reset in another tab or on another
 * device): before, a toast said so for 15 s, and then "Weiter" went on announcing "Fortschritt
 * automatisch gespeichert" while nothing was saved, and a reload lost everything typed since.
 */
export function EndedElsewhereNotice({ onContinue }: { onContinue: () => void }) {
  const { title, notice, continueAsNew } = sessionMessages.goneElsewhere;
  return (
    <SessionNotice id="entwurf-beendet-titel" title={title} action={continueAsNew} onAction={onContinue}>
      <p className="text-sm">{notice}</p>
    </SessionNotice>
  );
}

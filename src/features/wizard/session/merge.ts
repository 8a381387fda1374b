import type { StepNumber, WizardData } from "../model/wizard-data";
import { stableJson } from "./session-record";

/** What two copies of one session may hold differently (the step each tab shows is its own). */
export type Content = { data: WizardData; completedSteps: StepNumber[] };

export type MergeResult = ({ ok: true } & Content) | { ok: false; conflicts: (keyof WizardData)[] };

const same = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/**
 * Three-way merge of this tab's copy with one another device saved, field by
 * field, against the copy both started from (ADR 030): a field only one side
 * changed takes that side's value; a field both changed to different values is
 * a conflict, and then the visitor decides ("Neuerer Stand gefunden").
 *
 * Fields that depend on each other change together on the side that changed
 * them (choosing colours resets the scheme, a package recomputes `seiten`, the
 * logo's four fields), so a change to one of them on each side shows up as a
 * conflict on the shared one rather than as a mix. Whatever the merge leaves,
 * submitting judges every step again. Completed steps are the union: a step
 * either side finished stays open to its step button.
 */
export function mergeCopies(base: Content, mine: Content, theirs: Content): MergeResult {
  const data = { ...mine.data } as Record<keyof WizardData, unknown>;
  const conflicts: (keyof WizardData)[] = [];
  for (const key of Object.keys(mine.data) as (keyof WizardData)[]) {
    const ours = mine.data[key];
    const other = theirs.data[key];
    if (same(ours, other) || same(other, base.data[key])) continue;
    if (same(ours, base.data[key])) data[key] = other;
    else conflicts.push(key);
  }
  if (conflicts.length > 0) return { ok: false, conflicts };
  const completedSteps = [...new Set([...mine.completedSteps, ...theirs.completedSteps])].sort((a, b) => a - b);
  return { ok: true, data: data as WizardData, completedSteps };
}

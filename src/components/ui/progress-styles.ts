/**
 * A progress bar's track and fill in forced colours (Windows contrast themes), which drop
 * background colours and with them the whole bar: the track gets a frame, the fill the
 * system's Highlight.
 */
export const progressTrackForced = "forced-colors:border forced-colors:border-[CanvasText]";
export const progressFillForced = "forced-colors:bg-[Highlight] forced-colors:forced-color-adjust-none";

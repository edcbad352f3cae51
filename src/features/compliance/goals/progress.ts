/**
 * Requirements progress (spec 03 §4): completed ÷ total × 100, whole percent, kept within 0–100.
 * A level with no requirements (0 of 0) has nothing outstanding, yet nothing done either: 0 %, and
 * the bar's text says "No requirements" rather than a division by zero.
 */
export function progressOf(completed: number, total: number): number {
  if (!Number.isFinite(completed) || !Number.isFinite(total) || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((completed / total) * 100)));
}

/** H Score rules (spec 02 §2.7, §9): shown out of 100, clamped to 1–100, danger at 25 or below. */
export const H_SCORE_MIN = 1;
export const H_SCORE_MAX = 100;
export const H_SCORE_DANGER_AT_OR_BELOW = 25;

/** The score as drawn: clamped to 1–100 and rounded; null when there is no number to show. */
export function clampHScore(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return Math.min(H_SCORE_MAX, Math.max(H_SCORE_MIN, Math.round(value)));
}

export type HScoreTone = 'danger' | 'normal';

/** The red gradient for a (clamped) score of 25 or below. */
export function hScoreTone(value: number | null | undefined): HScoreTone | null {
  const score = clampHScore(value);
  if (score === null) return null;
  return score <= H_SCORE_DANGER_AT_OR_BELOW ? 'danger' : 'normal';
}

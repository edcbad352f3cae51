/**
 * Expiry arithmetic shared by the work categories and the expiry timeline (spec 03 §4, §9): whole
 * calendar days from today to an ISO date, and the classification the spec gives — expired when
 * under 1 day is left, due to expire within the 720-day warning threshold.
 */
export const EXPIRY_WARNING_DAYS = 720;

export type ExpiryClass = 'expired' | 'dueToExpire' | 'none';

const DAY_MS = 86_400_000;

/** Midnight UTC of a calendar day, so a daylight-saving change never makes a day 23 hours. */
const dayNumber = (year: number, monthIndex: number, day: number) => Math.round(Date.UTC(year, monthIndex, day) / DAY_MS);

/**
 * Whole days from `today` (the buyer's calendar day) to the date part of `isoDate`: 0 on the day
 * itself, negative once past; null without a usable date.
 */
export function daysUntil(isoDate: string | null | undefined, today: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const target = dayNumber(y, m - 1, d);
  if (!Number.isFinite(target)) return null;
  return target - dayNumber(today.getFullYear(), today.getMonth(), today.getDate());
}

/** Expired below 1 day left; due to expire up to and including 720 days; otherwise (or no date) neither. */
export function classifyExpiry(daysLeft: number | null): ExpiryClass {
  if (daysLeft === null) return 'none';
  if (daysLeft < 1) return 'expired';
  if (daysLeft <= EXPIRY_WARNING_DAYS) return 'dueToExpire';
  return 'none';
}

/** "Expiring in 30 days" → 30 (spec 03 §5: the number is parsed out of the option's text); null when none. */
export function parseExpiringInDays(text: string | null | undefined): number | null {
  const match = /\d+/.exec(text ?? '');
  return match ? Number(match[0]) : null;
}

/** Within an "Expiring in N days" window: from today (0) to N days ahead, both included. */
export const isWithinWindow = (daysLeft: number | null, days: number) => daysLeft !== null && daysLeft >= 0 && daysLeft <= days;

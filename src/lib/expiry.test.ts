import { describe, expect, it } from 'vitest';
import { classifyExpiry, daysUntil, isWithinWindow, parseExpiringInDays } from './expiry';

const TODAY = new Date(2026, 10, 24, 15, 30); // 24 Nov 2026, mid-afternoon local time

describe('expiry (spec 03 §4, §9)', () => {
  it('counts whole calendar days from today, whatever the hour', () => {
    expect(daysUntil('2026-11-24', TODAY)).toBe(0);
    expect(daysUntil('2026-11-25T00:00:00Z', TODAY)).toBe(1);
    expect(daysUntil('2026-11-23', TODAY)).toBe(-1);
    expect(daysUntil('2028-11-13', TODAY)).toBe(720);
  });

  it('has no days left without a usable date', () => {
    expect(daysUntil(null, TODAY)).toBeNull();
    expect(daysUntil(undefined, TODAY)).toBeNull();
    expect(daysUntil('', TODAY)).toBeNull();
    expect(daysUntil('not a date', TODAY)).toBeNull();
  });

  it.each([
    [-5, 'expired'],
    [0, 'expired'],
    [1, 'dueToExpire'],
    [719, 'dueToExpire'],
    [720, 'dueToExpire'],
    [721, 'none'],
    [null, 'none'],
  ] as const)('%s days left → %s (expired under 1 day, due within 720)', (days, expected) => {
    expect(classifyExpiry(days)).toBe(expected);
  });

  it('parses N out of "Expiring in N days"', () => {
    expect(parseExpiringInDays('Expiring in 30 days')).toBe(30);
    expect(parseExpiringInDays('Expiring in 720 days')).toBe(720);
    expect(parseExpiringInDays('Expire dans 90 jours')).toBe(90);
    expect(parseExpiringInDays('Expiring soon')).toBeNull();
    expect(parseExpiringInDays(null)).toBeNull();
  });

  it('matches 0 to N days ahead, both included', () => {
    expect(isWithinWindow(0, 30)).toBe(true);
    expect(isWithinWindow(30, 30)).toBe(true);
    expect(isWithinWindow(31, 30)).toBe(false);
    expect(isWithinWindow(-1, 30)).toBe(false);
    expect(isWithinWindow(null, 30)).toBe(false);
  });
});

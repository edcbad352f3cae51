import { describe, expect, it } from 'vitest';
import { formatNoteDate } from './noteDate';

/** A local time as an ISO string, so the expectation does not depend on the machine's time zone. */
const local = (hours: number, minutes: number) => new Date(2026, 9, 30, hours, minutes).toISOString();

describe('note dates (spec 02 §9 "dd/MM/yyyy, HH:mm a", read without its 24-hour-with-PM defect)', () => {
  it('English keeps the AM/PM marker on a 12-hour clock', () => {
    expect(formatNoteDate(local(16, 45), 'en')).toBe('30/10/2026, 04:45 PM');
    expect(formatNoteDate(local(9, 5), 'en')).toBe('30/10/2026, 09:05 AM');
    expect(formatNoteDate(local(0, 30), 'en')).toBe('30/10/2026, 12:30 AM');
  });

  it.each(['fr', 'es', 'nl'] as const)('%s reads the app’s 24-hour time without an English marker', (language) => {
    expect(formatNoteDate(local(16, 45), language)).toBe('30/10/2026, 16:45');
  });

  it('an unreadable date shows nothing', () => {
    expect(formatNoteDate('not a date', 'en')).toBe('');
  });
});

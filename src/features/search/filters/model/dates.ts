import { format, isValid, parse } from 'date-fns';
import { DATE_FORMAT } from '@/platform/i18n';

/** dd/MM/yyyy as typed by the buyer; null when empty, 'invalid' when it is not a real date. */
export function parseDisplayDate(text: string): Date | null | 'invalid' {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const date = parse(trimmed, DATE_FORMAT, new Date());
  return isValid(date) && /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(trimmed) ? date : 'invalid';
}

/** The wire's date-only start, and the end taken at 23:59 of its day (spec 01 §5). */
export const dateFromValue = (date: Date) => format(date, 'yyyy-MM-dd');
export const dateToValue = (date: Date) => `${format(date, 'yyyy-MM-dd')}T23:59:00`;

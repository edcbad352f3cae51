import { format, isValid } from 'date-fns';

/** Spec 02 §9: note dates as "dd/MM/yyyy, HH:mm a" (taken literally: a 24-hour clock with the AM/PM marker). */
export function formatNoteDate(iso: string): string {
  const date = new Date(iso);
  return isValid(date) ? format(date, 'dd/MM/yyyy, HH:mm a') : '';
}

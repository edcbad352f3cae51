import { format, isValid } from 'date-fns';
import type { Language } from '@/platform/config/types';
import { DATE_FORMAT, TIME_FORMAT } from '@/platform/i18n';

/**
 * Spec 02 §9 gives note dates as "dd/MM/yyyy, HH:mm a". Taken literally that prints a 24-hour clock with an
 * AM/PM marker ("16:45 PM"), a defect not to copy. English keeps the marker with the 12-hour clock it
 * belongs to ("04:45 PM"); the other languages, which do not use the marker, read the app's time HH:mm.
 */
const NOTE_DATE_FORMAT: Readonly<Record<Language, string>> = {
  en: `${DATE_FORMAT}, hh:mm a`,
  fr: `${DATE_FORMAT}, ${TIME_FORMAT}`,
  es: `${DATE_FORMAT}, ${TIME_FORMAT}`,
  nl: `${DATE_FORMAT}, ${TIME_FORMAT}`,
};

export function formatNoteDate(iso: string, language: Language): string {
  const date = new Date(iso);
  return isValid(date) ? format(date, NOTE_DATE_FORMAT[language]) : '';
}

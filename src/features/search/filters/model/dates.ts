import { parseISO } from 'date-fns';
import { formatDate } from '@/platform/i18n';

/** Days are ISO yyyy-MM-dd, as the date picker reports them. */

/** The wire's date-only start, and the end taken at 23:59 of its day (spec 01 §5). */
export const dateFromValue = (day: string) => day;
export const dateToValue = (day: string) => `${day}T23:59:00`;

/** The day a wire value (either end) falls on, to show a saved filter again. */
export const dayOfWireValue = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/** dd/MM/yyyy, read as a local day (not UTC midnight, which can shift the day). */
export const showDay = (day: string) => formatDate(parseISO(day));

import type { ContactDto } from '@/services/supplier/profileTabTypes';
import type { SortDescriptor } from '@/ui';

/** The directory's sortable columns: the contact's name, office and email. */
export const DIRECTORY_SORT_FIELDS = { name: 'keyContact', office: 'office', email: 'email' } as const;
export type DirectorySortColumn = keyof typeof DIRECTORY_SORT_FIELDS;

export const DEFAULT_DIRECTORY_SORT: SortDescriptor = { column: 'name', direction: 'ascending' };

/**
 * The directory sorted on the page (it arrives whole): by the column's text in the buyer's
 * language, blanks last whichever the direction, then by name so equal offices keep a stable order.
 */
export function sortDirectory(contacts: readonly ContactDto[], sort: SortDescriptor, locale: string): ContactDto[] {
  const field = DIRECTORY_SORT_FIELDS[sort.column as DirectorySortColumn] ?? 'keyContact';
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'descending' ? -1 : 1;
  return [...contacts].sort((a, b) => {
    const x = a[field]?.trim() ?? '';
    const y = b[field]?.trim() ?? '';
    if (!x !== !y) return x ? -1 : 1;
    return sign * collator.compare(x, y) || collator.compare(a.keyContact, b.keyContact);
  });
}

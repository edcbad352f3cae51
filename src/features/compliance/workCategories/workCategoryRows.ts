import { classifyExpiry, daysUntil, EXPIRY_WARNING_DAYS, isWithinWindow, type ExpiryClass } from '@/lib/expiry';
import type { WorkCategoryDto } from '@/services/compliance/workCategoryTypes';

/** A work category with its expiry worked out once (filters then only compare numbers). */
export interface WorkCategoryRow extends WorkCategoryDto {
  daysLeft: number | null;
  expiry: ExpiryClass;
  /** Non-compliant or expiring within 720 days (spec 03 §4): counted in "With issues". */
  flagged: boolean;
  /** The section name in lower case, for the type filter. */
  sectionKey: string;
}

export const isFlagged = (isCompliant: boolean, daysLeft: number | null) =>
  !isCompliant || (daysLeft !== null && daysLeft <= EXPIRY_WARNING_DAYS);

export function toRows(categories: readonly WorkCategoryDto[], today: Date = new Date()): WorkCategoryRow[] {
  return categories.map((category) => {
    const daysLeft = daysUntil(category.expiryDate, today);
    return {
      ...category,
      daysLeft,
      expiry: classifyExpiry(daysLeft),
      flagged: isFlagged(category.isCompliant, daysLeft),
      sectionKey: category.sectionName.toLocaleLowerCase(),
    };
  });
}

export type WorkCategoryTile = 'total' | 'issues';
export type StatusFilter = 'verified' | 'notVerified';
export type ExpirationFilter = 'dueToExpire' | 'expired';

/** What the buyer chose (spec 03 §4–§5); every part optional. */
export interface WorkCategoryFilter {
  tile: WorkCategoryTile;
  status?: StatusFilter;
  /** Case-insensitive substring of the section name. */
  type?: string;
  expiration?: ExpirationFilter;
  /** "Expiring in N days": 0 to N days ahead. */
  expiringIn?: number;
}

export function filterRows(rows: readonly WorkCategoryRow[], filter: WorkCategoryFilter): WorkCategoryRow[] {
  const type = filter.type?.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (filter.tile === 'total' || row.flagged) &&
      (!filter.status || row.isCompliant === (filter.status === 'verified')) &&
      (!type || row.sectionKey.includes(type)) &&
      (!filter.expiration || row.expiry === filter.expiration) &&
      (filter.expiringIn === undefined || isWithinWindow(row.daysLeft, filter.expiringIn)),
  );
}

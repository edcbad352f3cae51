import { EXPIRY_WARNING_DAYS } from '@/lib/expiry';
import type { ExpiryItem } from '@/lib/compliantUntil';

/** The items and "Compliant until" are one rule in lib/, shared with the supplier comparison. */
export { compliantUntil, expiryItems, INSURANCES_REQUIREMENT_ID, type ExpiryItem, type ExpiryKind, type ExpirySources, type RequirementExpiryRow } from '@/lib/compliantUntil';

export type ExpiryGroup = 'expired' | 'within30' | 'within90' | 'within720';
export const GROUP_ORDER: ExpiryGroup[] = ['expired', 'within30', 'within90', 'within720'];

export function groupOf(daysLeft: number): ExpiryGroup | null {
  if (daysLeft < 1) return 'expired';
  if (daysLeft <= 30) return 'within30';
  if (daysLeft <= 90) return 'within90';
  if (daysLeft <= EXPIRY_WARNING_DAYS) return 'within720';
  return null;
}

/** The timeline: expired first, then within 30, 90 and 720 days; soonest first in each (longest expired first). */
export function timelineGroups(items: readonly ExpiryItem[]): { group: ExpiryGroup; items: ExpiryItem[] }[] {
  const byGroup = new Map<ExpiryGroup, ExpiryItem[]>();
  for (const item of items) {
    const group = groupOf(item.daysLeft);
    if (group) byGroup.set(group, [...(byGroup.get(group) ?? []), item]);
  }
  return GROUP_ORDER.filter((group) => byGroup.has(group)).map((group) => ({
    group,
    items: byGroup.get(group)!.sort((a, b) => a.daysLeft - b.daysLeft || a.name.localeCompare(b.name)),
  }));
}

/**
 * "Compliant until" (issue 16 item 8): the expiry timeline and the supplier comparison (issue 41)
 * read this one rule. Pure: the sources are what the compliance host, certificates and insurances
 * reply; `today` is the buyer's calendar day.
 */
import { daysUntil } from './expiry';
import type { CertificateDto } from '@/services/certificates/types';
import type { RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';
import type { WorkCategoryDto } from '@/services/compliance/workCategoryTypes';
import type { InsuranceRecord } from '@/services/requirement/types';

/** What the timeline reads of a detailslist row (the same rows the Levels detail shows). */
export type RequirementExpiryRow = Pick<
  RequirementDetailRowDto,
  'requirementVersionId' | 'requirementId' | 'requirementName' | 'goalId' | 'goalName' | 'isRequirementCompliant' | 'requirementStatusName' | 'expiryDate'
>;

export type ExpiryKind = 'requirement' | 'certificate' | 'insurance' | 'workCategory';

/** One dated thing the supplier holds, on the timeline. */
export interface ExpiryItem {
  key: string;
  kind: ExpiryKind;
  name: string;
  /** ISO date. */
  expiryDate: string;
  daysLeft: number;
  /** Verified (or, for insurances, held): only these bound "Compliant until". */
  counts: boolean;
  /** What its link opens: a requirement id, a work category id, or none (certificates). */
  target: { requirementId: number } | { workCategoryId: number } | null;
}

/** Requirement 28's answers are the insurances: their page is that requirement's. */
export const INSURANCES_REQUIREMENT_ID = 28;

export interface ExpirySources {
  requirements?: RequirementExpiryRow[] | null;
  certificates?: CertificateDto[] | null;
  insurances?: InsuranceRecord[] | null;
  workCategories?: WorkCategoryDto[] | null;
}

/** Every dated item of the sources that are loaded (an undated one has nothing to expire). */
export function expiryItems(sources: ExpirySources, today: Date = new Date()): ExpiryItem[] {
  const items: ExpiryItem[] = [];
  const add = (item: Omit<ExpiryItem, 'daysLeft'>) => {
    const daysLeft = daysUntil(item.expiryDate, today);
    if (daysLeft !== null) items.push({ ...item, daysLeft });
  };
  // The detailslist has a row per level that asks for a requirement: one answer, so one item per
  // requirement and date (verified when any of its rows says so), not one per level.
  const requirements = new Map<string, Omit<ExpiryItem, 'daysLeft'>>();
  for (const r of sources.requirements ?? []) {
    if (!r.expiryDate) continue;
    const requirementId = r.requirementId ?? r.requirementVersionId;
    const key = `r${requirementId}-${r.expiryDate}`;
    const seen = requirements.get(key);
    if (seen) seen.counts ||= r.isRequirementCompliant;
    else requirements.set(key, { key, kind: 'requirement', name: r.requirementName, expiryDate: r.expiryDate, counts: r.isRequirementCompliant, target: { requirementId } });
  }
  requirements.forEach(add);
  for (const [i, c] of (sources.certificates ?? []).entries()) {
    if (!c.expiryDate) continue;
    add({ key: `c${i}-${c.goalReference}`, kind: 'certificate', name: c.name, expiryDate: c.expiryDate, counts: c.isCompliant, target: null });
  }
  for (const insurance of sources.insurances ?? []) {
    if (!insurance.expiryDate) continue;
    add({ key: `i${insurance.id}`, kind: 'insurance', name: insurance.insuranceType.name, expiryDate: insurance.expiryDate, counts: true, target: { requirementId: INSURANCES_REQUIREMENT_ID } });
  }
  for (const w of sources.workCategories ?? []) {
    if (!w.expiryDate) continue;
    add({ key: `w${w.id}`, kind: 'workCategory', name: w.name, expiryDate: w.expiryDate, counts: w.isCompliant, target: { workCategoryId: w.id } });
  }
  return items;
}

/**
 * "Compliant until": the earliest expiry among what is verified and still in date (at least 1 day
 * left). Something already expired no longer counts as verified; it heads the timeline instead.
 * Null when nothing verified carries a date.
 */
export function compliantUntil(items: readonly ExpiryItem[]): ExpiryItem | null {
  let earliest: ExpiryItem | null = null;
  for (const item of items) {
    if (item.counts && item.daysLeft >= 1 && (!earliest || item.daysLeft < earliest.daysLeft)) earliest = item;
  }
  return earliest;
}


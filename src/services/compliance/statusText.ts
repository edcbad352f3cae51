import { ownValue } from '@/lib/ownValue';
import type { SupplierGoalDto } from './types';

/**
 * Level, work-category and requirement statuses in the buyer's language. The compliance host names a
 * status in English ("Verified", "Not Verified" …); the statuses the app knows read its own words
 * (`common:goalStatus.*`, `common:requirementStatus.*`), so they agree with the filters and labels
 * around them, and any other shows as the platform names it.
 */
export type GoalStatusKey = 'verified' | 'notVerified' | 'inProgress' | 'expired';
export type GoalStatusTranslate = (key: `common:goalStatus.${GoalStatusKey}`) => string;

/** A level's statusId (spec 03 §3; the search's GoalStatusCode uses the same numbers). */
const KEY_BY_GOAL_STATUS_ID: Readonly<Record<number, GoalStatusKey>> = { 1: 'verified', 2: 'notVerified', 3: 'inProgress', 4: 'expired' };

/** A work category's statusName: the two values spec 03 lists for its status filter. */
const KEY_BY_WORK_CATEGORY_STATUS: Readonly<Record<string, GoalStatusKey>> = { Verified: 'verified', 'Not Verified': 'notVerified' };

export function goalStatusText(goal: Pick<SupplierGoalDto, 'statusId' | 'statusName'>, translate: GoalStatusTranslate): string {
  const key = ownValue(KEY_BY_GOAL_STATUS_ID, goal.statusId);
  return key ? translate(`common:goalStatus.${key}`) : goal.statusName;
}

export function workCategoryStatusText(statusName: string, translate: GoalStatusTranslate): string {
  const key = ownValue(KEY_BY_WORK_CATEGORY_STATUS, statusName);
  return key ? translate(`common:goalStatus.${key}`) : statusName;
}

/** The requirement statuses spec 03 §4 lists ("Requirement statuses seen"), by the name the host gives them. */
export type RequirementStatusKey =
  | 'verified' | 'notVerified' | 'verifiedNotApplicable' | 'submittedForAssessment' | 'withdrawn' | 'expired' | 'dueToExpire' | 'autoVerified';
export type RequirementStatusTranslate = (key: `common:requirementStatus.${RequirementStatusKey}`) => string;

const KEY_BY_REQUIREMENT_STATUS: Readonly<Record<string, RequirementStatusKey>> = {
  Verified: 'verified',
  'Not Verified': 'notVerified',
  'Verified - Not Applicable': 'verifiedNotApplicable',
  'Submitted for Assessment': 'submittedForAssessment',
  Withdrawn: 'withdrawn',
  Expired: 'expired',
  'Due to expire': 'dueToExpire',
  'Auto verified': 'autoVerified',
};

/** A requirement's compliance status name (its page and its history) in the buyer's language; another name as it comes. */
export function requirementStatusText(statusName: string, translate: RequirementStatusTranslate): string {
  const key = ownValue(KEY_BY_REQUIREMENT_STATUS, statusName);
  return key ? translate(`common:requirementStatus.${key}`) : statusName;
}

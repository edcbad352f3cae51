import { ownValue } from '@/lib/ownValue';
import { PROCESS_STATUS } from '@/services/compliance/complianceDetailsTypes';
import type { ProcessStatusDto } from '@/services/requirement/requirementPageTypes';

export type ProcessStatusKey = 'issues.dueToExpire' | 'issues.expired' | 'issues.locked';

/** The process statuses the app knows (the requirement table's issue icons name them the same way). */
export const PROCESS_STATUS_KEYS: Readonly<Record<number, ProcessStatusKey>> = {
  [PROCESS_STATUS.dueToExpire]: 'issues.dueToExpire',
  [PROCESS_STATUS.expired]: 'issues.expired',
  [PROCESS_STATUS.locked]: 'issues.locked',
};

/** A requirement's process status in the buyer's language; one the app does not know shows its displayName. */
export function processStatusText(status: Pick<ProcessStatusDto, 'id' | 'displayName'>, translate: (key: ProcessStatusKey) => string): string {
  const key = ownValue(PROCESS_STATUS_KEYS, status.id);
  return key ? translate(key) : status.displayName;
}

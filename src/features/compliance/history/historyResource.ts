import { createKeyedResource, createResourceHook } from '@/platform/async';
import { getRequirementHistory } from '@/services/verifier/verifierService';
import type { SubmissionHistoryItemDto } from '@/services/verifier/types';
import type { ComplianceRoot } from '../complianceRoot';

export const historyKey = (supplierId: number, requirementId: number) => `${supplierId}:${requirementId}`;

/** Earlier submissions of a requirement, keyed `{supplierId}:{requirementId}`. */
export const requirementHistory = createKeyedResource<string, SubmissionHistoryItemDto[], ComplianceRoot>({
  name: 'compliance/history',
  load: (key, signal) => {
    const [supplierId, requirementId] = key.split(':').map(Number);
    return getRequirementHistory(supplierId, requirementId, signal);
  },
});

export const useRequirementHistory = createResourceHook(requirementHistory);

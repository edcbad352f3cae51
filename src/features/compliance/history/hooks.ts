import { useResource } from '@/platform/resource';
import { requirementHistory } from '@/services/verifier/verifierResources';

/** Earlier submissions of a requirement. */
export const useRequirementHistory = (supplierId: number, requirementId: number) => useResource(requirementHistory, { supplierId, requirementId });

import { defineResource } from '@/platform/resource';
import { getRequirement, getSubmittedRequirement } from './requirementPagesService';

/** A supplier's current answers to one requirement (the requirement page). */
export const currentRequirement = defineResource({
  name: 'requirement/current',
  load: ({ supplierId, requirementId }: { supplierId: number; requirementId: number }, signal) => getRequirement(requirementId, supplierId, signal),
  transition: true,
});

/** One earlier submission of a requirement, read-only (the requirement page's historical view). */
export const submittedRequirement = defineResource({
  name: 'requirement/submitted',
  load: ({ submissionId, requirementId }: { submissionId: number; requirementId: number }, signal) =>
    getSubmittedRequirement(submissionId, requirementId, signal),
  transition: true,
});

import type { Permission } from '@/platform/auth/permissions';

/**
 * The permission a detail page asks, the same as the requirement page it sits under (spec 03 §6):
 * answers reached from the connections path need view-connection-answers, the others
 * view-compliance-answers.
 */
export function detailPermissionFor(pathname: string): Permission {
  return /\/supplier\/[^/]+\/connections\//.test(pathname)
    ? 'suppliersourcing:view-connection-answers'
    : 'suppliersourcing:view-compliance-answers';
}

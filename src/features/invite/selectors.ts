import type { OrganisationUnitDto } from '@/services/admin/types';
import type { CompliancePolicyDto } from '@/services/policy/types';
import type { SegmentDto } from '@/services/supplyChain/types';
import type { InviteState } from './inviteSlice';

interface Lists {
  units: OrganisationUnitDto[] | null;
  unitSegments: SegmentDto[] | null;
  policies: CompliancePolicyDto[] | null;
}

/** The chosen unit, segment (with its stages and goal) and policy name, derived from the loaded lists. */
export function inviteTarget(invite: Pick<InviteState, 'orgUnitId' | 'segmentId' | 'stageId'>, lists: Lists) {
  const units = lists.units ?? [];
  const unit = units.find((u) => u.accountId === invite.orgUnitId) ?? null;
  const segment = unit?.segments.find((s) => s.id === invite.segmentId) ?? null;
  const policyId = lists.unitSegments?.find((s) => s.id === invite.segmentId)?.compliancePolicyId;
  const policyName = lists.policies?.find((p) => p.id === policyId)?.label ?? null;
  const stages = segment?.customStages ?? [];
  // The form appears once a stage is chosen, or at once when the segment has no stages.
  const isReady = !!segment && (invite.stageId != null || stages.length === 0);
  return { units, unit, segment, stages, policyName, isReady };
}

import { createSelector } from '@reduxjs/toolkit';
import type { InviteState } from './inviteSlice';

type State = { invite: InviteState };

/** The chosen unit, segment (with its stages and goal) and policy name, derived from the loaded lists. */
export const selectInviteTarget = createSelector(
  [(s: State) => s.invite],
  (invite) => {
    const units = invite.orgUnits.data ?? [];
    const unit = units.find((u) => u.accountId === invite.orgUnitId) ?? null;
    const segment = unit?.segments.find((s) => s.id === invite.segmentId) ?? null;
    const policyId = invite.unitSegments.data?.find((s) => s.id === invite.segmentId)?.compliancePolicyId;
    const policyName = invite.policies.data?.find((p) => p.id === policyId)?.label ?? null;
    const stages = segment?.customStages ?? [];
    // The form appears once a stage is chosen, or at once when the segment has no stages.
    const isReady = !!segment && (invite.stageId != null || stages.length === 0);
    return { units, unit, segment, stages, policyName, isReady };
  },
);

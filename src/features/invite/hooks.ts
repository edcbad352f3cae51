import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { readHandoff } from '@/lib/onboardingHandoff';
import { useSearch } from '@/platform/router';
import { useMutation, useResource } from '@/platform/resource';
import { selectCanUseSupplyChain } from '@/platform/session';
import { myOrganisationUnits } from '@/services/admin/adminResources';
import { INVITE_SCOPE, sendInvitation } from '@/services/invite/inviteResources';
import { campaign, invitationGoals, reasonCodes } from '@/services/onboarding/onboardingResources';
import { compliancePolicies } from '@/services/policy/policyResources';
import { organisationUnitSegments } from '@/services/supplyChain/supplyChainResources';
import { inviteActions as A, selectInvite } from './inviteSlice';
import { inviteTarget } from './selectors';

type Retryable = { status: string; retry: () => void };
const retryFailed = (...reads: Retryable[]) => reads.forEach((read) => read.status === 'error' && read.retry());

/**
 * Everything the screen shows; entering takes what a hand-off put in the URL (company, unit,
 * segment, backTo). The lists are the layer's entries: a list loaded before is not asked for again.
 * Policies and the unit's segments need supplychain:access (spec 01 §2).
 */
export function useInviteScreen() {
  const dispatch = useDispatch();
  const search = useSearch();
  const { status, error, reset } = useMutation(sendInvitation, INVITE_SCOPE);
  useEffect(() => {
    // A fresh form: the last send is forgotten.
    reset();
    dispatch(A.inviteScreenEntered(readHandoff(new URLSearchParams(search))));
  }, [dispatch, search, reset]);
  const invite = useSelector(selectInvite);
  const { orgUnitId, segmentId } = invite;
  const withSupplyChain = useSelector(selectCanUseSupplyChain);
  const orgUnits = useResource(myOrganisationUnits, {});
  const reasons = useResource(reasonCodes, {});
  const goals = useResource(invitationGoals, {});
  const policies = useResource(compliancePolicies, withSupplyChain ? {} : null);
  const unitSegments = useResource(organisationUnitSegments, withSupplyChain && orgUnitId !== null ? { orgUnitId } : null);
  const segmentCampaign = useResource(campaign, orgUnitId !== null && segmentId !== null ? { orgUnitId, segmentId } : null);
  /** init: the form; loading: sending; loaded: the success alert replaces the form; error: the danger alert. */
  const submit = useMemo(
    () => ({ status: ({ idle: 'init', pending: 'loading', succeeded: 'loaded', failed: 'error' } as const)[status], error }),
    [status, error],
  );
  const target = useMemo(
    () => inviteTarget(invite, { units: orgUnits.data, unitSegments: unitSegments.data, policies: policies.data }),
    [invite, orgUnits.data, unitSegments.data, policies.data],
  );
  return {
    ...invite,
    orgUnits,
    reasonCodes: reasons,
    goals,
    policies,
    unitSegments,
    campaign: segmentCampaign,
    submit,
    target,
    /** Only what failed is asked again; the units' return takes the hand-off's target as on entry. */
    retryLists: () => {
      retryFailed(orgUnits, reasons, goals);
      dispatch(A.referencesRetried());
    },
    /** Only what failed is asked again; the chosen unit, segment and the typed form stay as they are. */
    retrySegmentDetails: () => retryFailed(policies, unitSegments, segmentCampaign),
  };
}

export function useInviteChoices() {
  const dispatch = useDispatch();
  // Another unit or segment is a new form: the last send is forgotten.
  const { run: send, reset } = useMutation(sendInvitation, INVITE_SCOPE);
  return useMemo(
    () => ({
      chooseOrgUnit: (orgUnitId: number) => {
        reset();
        dispatch(A.orgUnitChosen({ orgUnitId }));
      },
      chooseSegment: (segmentId: number) => {
        reset();
        dispatch(A.segmentChosen({ segmentId }));
      },
      chooseStage: (stageId: number) => dispatch(A.stageChosen({ stageId })),
      send,
      goBack: () => dispatch(A.goBackRequested()),
    }),
    [dispatch, reset, send],
  );
}

import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { readHandoff } from '@/lib/onboardingHandoff';
import { newRequestId } from '@/platform/async';
import { useSearch } from '@/platform/router';
import type { InvitationPayload } from '@/services/invite/types';
import { inviteActions as A, selectInvite } from './inviteSlice';
import { selectInviteTarget } from './selectors';

/**
 * Everything the screen shows; entering loads the reference lists that are not loaded yet and takes
 * what a hand-off put in the URL (company, unit, segment, backTo).
 */
export function useInviteScreen() {
  const dispatch = useDispatch();
  const search = useSearch();
  useEffect(() => {
    dispatch(A.inviteScreenEntered(readHandoff(new URLSearchParams(search))));
  }, [dispatch, search]);
  return { ...useSelector(selectInvite), target: useSelector(selectInviteTarget) };
}

export function useInviteChoices() {
  const dispatch = useDispatch();
  return useMemo(
    () => ({
      chooseOrgUnit: (orgUnitId: number) => dispatch(A.orgUnitChosen({ orgUnitId, requestId: newRequestId() })),
      chooseSegment: (segmentId: number) => dispatch(A.segmentChosen({ segmentId, requestId: newRequestId() })),
      chooseStage: (stageId: number) => dispatch(A.stageChosen({ stageId })),
      send: (payload: InvitationPayload) => dispatch(A.invitationSubmitted(payload)),
      goBack: () => dispatch(A.goBackRequested()),
      retryLists: () => dispatch(A.referencesRetried()),
      retrySegmentDetails: () => dispatch(A.segmentDetailsRetried()),
    }),
    [dispatch],
  );
}

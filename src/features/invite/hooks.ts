import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { readHandoff } from '@/lib/onboardingHandoff';
import { newRequestId } from '@/platform/async';
import { useSearch } from '@/platform/router';
import { useMutation } from '@/platform/resource';
import { INVITE_SCOPE, sendInvitation } from '@/services/invite/inviteResources';
import { inviteActions as A, selectInvite } from './inviteSlice';
import { selectInviteTarget } from './selectors';

/**
 * Everything the screen shows; entering loads the reference lists that are not loaded yet and takes
 * what a hand-off put in the URL (company, unit, segment, backTo).
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
  /** init: the form; loading: sending; loaded: the success alert replaces the form; error: the danger alert. */
  const submit = useMemo(
    () => ({ status: ({ idle: 'init', pending: 'loading', succeeded: 'loaded', failed: 'error' } as const)[status], error }),
    [status, error],
  );
  return { ...useSelector(selectInvite), submit, target: useSelector(selectInviteTarget) };
}

export function useInviteChoices() {
  const dispatch = useDispatch();
  // Another unit or segment is a new form: the last send is forgotten.
  const { run: send, reset } = useMutation(sendInvitation, INVITE_SCOPE);
  return useMemo(
    () => ({
      chooseOrgUnit: (orgUnitId: number) => {
        reset();
        dispatch(A.orgUnitChosen({ orgUnitId, requestId: newRequestId() }));
      },
      chooseSegment: (segmentId: number) => {
        reset();
        dispatch(A.segmentChosen({ segmentId, requestId: newRequestId() }));
      },
      chooseStage: (stageId: number) => dispatch(A.stageChosen({ stageId })),
      send,
      goBack: () => dispatch(A.goBackRequested()),
      retryLists: () => dispatch(A.referencesRetried()),
      retrySegmentDetails: () => dispatch(A.segmentDetailsRetried()),
    }),
    [dispatch, reset, send],
  );
}

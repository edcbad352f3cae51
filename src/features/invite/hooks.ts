import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { newRequestId } from '@/platform/async';
import { usePermission } from '@/platform/session';
import type { InvitationPayload } from '@/services/invite/types';
import { inviteActions as A, selectInvite, type HandoffRequest } from './inviteSlice';
import { selectInviteTarget } from './selectors';

/** Everything the screen shows; entering loads the reference lists that are not loaded yet. */
export function useInviteScreen() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(A.inviteScreenEntered());
  }, [dispatch]);
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
    }),
    [dispatch],
  );
}

type Params<K extends keyof HandoffRequest> = Pick<HandoffRequest, K>;

/**
 * The hand-off to the onboarding invite page (spec 01 §2): one function per place it starts from.
 * Each builds the product-host URL with context and backTo (the current page) and leaves the app;
 * without onboarding:access the buyer is told "You don't have permission" instead.
 */
export function useOnboardingHandoff() {
  const dispatch = useDispatch();
  const { t } = useTranslation('invite');
  const isAllowed = usePermission('onboarding:access');
  const request = useCallback(
    (params: HandoffRequest) => dispatch(A.onboardingHandoffRequested({ ...params, deniedMessage: t('noPermission') })),
    [dispatch, t],
  );
  return useMemo(
    () => ({
      isAllowed,
      /** Landing "Create new": the company the buyer could not find. */
      fromSearch: (p: Params<'companyName' | 'country' | 'companyNumber' | 'sourceId' | 'sourceSystem'>) =>
        request({ context: 'findSuppliers', ...p }),
      /** Results toolbar "Invite supplier". */
      fromResults: (p: Params<'orgUnitId' | 'segmentId' | 'searchCountryCode'> = {}) =>
        request({ context: 'findSuppliersSearchResults', ...p }),
      /** A supplier row's upgrade / invite action. */
      fromSupplierRow: (p: Params<'companyName' | 'country' | 'companyNumber' | 'orgUnitId' | 'segmentId' | 'sourceId' | 'sourceSystem'>) =>
        request({ context: 'findSuppliersSearchResultsSupplierRowUpgrade', ...p }),
    }),
    [isAllowed, request],
  );
}

import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Navigate } from '@/platform/router';
import { canInvite } from '@/platform/auth/policies';
import { useComponentVisible, usePolicy } from '@/platform/session';
import { Alert, Spinner } from '@/ui';
import { InviteForm } from './components/InviteForm';
import { InviteSuccess } from './components/InviteSuccess';
import { ListsFailed } from './components/ListsFailed';
import { ServerErrors } from './components/ServerErrors';
import { TargetPickers } from './components/TargetPickers';
import { useInviteChoices, useInviteScreen } from './hooks';

const Page = styled.div`
  max-width: 960px;
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** /invite-supplier: invite a supplier that is not on the platform, for one of the buyer's units (spec 01 §2). */
export function InviteSupplierScreen() {
  const isVisible = useComponentVisible('inviteSupplier');
  // The route guard refuses first; the screen asks the same rule when rendered on its own.
  const mayInvite = usePolicy(canInvite);
  const { t } = useTranslation('invite');
  if (!isVisible) return <Navigate to="/" replace />;
  return (
    <Page>
      <h1>{t('common:screens.invite')}</h1>
      {mayInvite ? <InviteContent /> : <Alert tone="danger">{t('noPermission')}</Alert>}
    </Page>
  );
}

function InviteContent() {
  const { t } = useTranslation('invite');
  const state = useInviteScreen();
  const choose = useInviteChoices();
  const { target, handoff } = state;
  // The policy and campaign lines are read-only details; their failure is said, not silently left out.
  const detailsFailure = [state.policies, state.unitSegments, state.campaign].find((s) => s.status === 'error')?.error ?? null;

  if (state.submit.status === 'loaded') return <InviteSuccess onGoBack={choose.goBack} />;
  // Units already shown stay while they are asked for again (a new language): the form keeps what was typed.
  if (!state.orgUnits.data) {
    if (state.orgUnits.status === 'error') {
      return <ListsFailed title={t('errors.orgUnits')} error={state.orgUnits.error} onRetry={state.retryLists} />;
    }
    return <Spinner label={t('common:loading')} />;
  }
  if (target.units.length === 0) return <Alert tone="info">{t('noUnits')}</Alert>;

  return (
    <>
      {handoff.companyName && <p>{t('handoffIntro', { name: handoff.companyName })}</p>}
      <TargetPickers
        units={target.units}
        unit={target.unit}
        segment={target.segment}
        stageId={state.stageId}
        onUnit={choose.chooseOrgUnit}
        onSegment={choose.chooseSegment}
        onStage={choose.chooseStage}
      />
      {(state.reasonCodes.status === 'error' || state.goals.status === 'error') && (
        <ListsFailed
          title={t('errors.lists')}
          error={state.reasonCodes.error ?? state.goals.error}
          onRetry={state.retryLists}
        />
      )}
      {target.isReady && target.segment && state.orgUnitId != null && (
        <>
          {detailsFailure && (
            <ListsFailed title={t('errors.segmentDetails')} error={detailsFailure} onRetry={state.retrySegmentDetails} />
          )}
          <dl>
            <dt>{t('details.goalName')}</dt>
            <dd>{target.segment.goalName ?? t('details.none')}</dd>
            {target.policyName && (
              <>
                <dt>{t('details.policy')}</dt>
                <dd>{target.policyName}</dd>
              </>
            )}
            {state.campaign.data && (
              <>
                <dt>{t('details.campaign')}</dt>
                <dd>{state.campaign.data.OpportunityName}</dd>
              </>
            )}
          </dl>
          {state.submit.status === 'error' && state.submit.error && <ServerErrors error={state.submit.error} />}
          <InviteForm
            key={state.formVersion}
            target={{ orgUnitId: state.orgUnitId, segment: target.segment, stageId: state.stageId }}
            company={{ name: handoff.companyName, number: handoff.companyNumber }}
            goalName={target.segment.goalName}
            goals={state.goals.data ?? []}
            reasonCodes={state.reasonCodes.data ?? []}
            isSending={state.submit.status === 'loading'}
            onSend={choose.send}
          />
        </>
      )}
    </>
  );
}

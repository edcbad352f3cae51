import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { browser } from '@/platform/browser';
import { useErrorText } from '@/platform/i18n';
import { href, Navigate, useNavigate, useParams, useReturnAddress, useSearch } from '@/platform/router';
import { canViewComplianceAnswers, canViewConnectionAnswers } from '@/platform/auth/connectionPolicies';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { communityOrganisationName } from '@/platform/config';
import { useCommunitySettings, useIdentity } from '@/platform/session';
import { sameSupplierOf } from '@/platform/auth/sameSupplier';
import { WORK_CATEGORY_REQUIREMENT_TYPE, type RequirementDto } from '@/services/requirement/requirementPageTypes';
import { Alert, Badge, Button, Spinner } from '@/ui';
import { ChevronLeftIcon } from '@/ui/icons';
import { ComplianceLoadError } from './ComplianceLoadError';
import { QuestionList } from './QuestionList';
import { useQuestionRules, useRequirementAnswers } from './hooks';
import { backTarget, complianceStatusPath, requirementPagePath, type RequirementPlace } from './requirementPaths';
import { badgeOf, checkRequirementIds, isCommunityView, visibleQuestions } from './requirementRules';
import { AssessmentNote, RequirementSummaryBar } from './RequirementSummary';
import { useLocaleDateTime } from './AnswerView';

const HistoryModal = lazy(() => import('../history/HistoryModal').then((m) => ({ default: m.HistoryModal })));

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  h2.requirement-name { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xxl}; overflow-wrap: anywhere; }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BADGE_TONE = { verified: 'success', verifiedNotApplicable: 'success', notVerified: 'warning' } as const;

export interface RequirementPageProps {
  buyerConnection?: boolean;
  /** The `historical` route: a past submission (also when `?submissionId=` is on the page's own address). */
  historical?: boolean;
}

/**
 * The requirement page (spec 03 §2): name, View history, goal owner, badge, summary bar, assessment
 * note, work-category line and the questions with their answers; or one earlier submission of it,
 * read-only, under a banner naming who submitted it and when.
 */
export function RequirementPage({ buyerConnection = false, historical = false }: RequirementPageProps) {
  const { t } = useTranslation('compliance');
  const params = useParams();
  const ids = checkRequirementIds(params.supplierId, params.requirementId);
  const place: RequirementPlace = {
    supplierId: params.supplierId ?? '',
    requirementId: params.requirementId ?? '',
    goalId: params.goalId,
    groupingId: params.groupingId,
    buyerConnection,
  };
  const mayView = useProfilePolicy(buyerConnection || params.groupingId ? canViewConnectionAnswers : canViewComplianceAnswers);
  if (!mayView) return <Navigate to={complianceStatusPath(place)} replace />;
  if (!ids.ok) {
    return <ComplianceLoadError backHref={complianceStatusPath(place)} message={t(`errors.${ids.message}`, { value: ids.value })} />;
  }
  return <RequirementContent place={place} supplierId={ids.supplierId} requirementId={ids.requirementId} historical={historical} />;
}

function RequirementContent({ place, supplierId, requirementId, historical }: { place: RequirementPlace; supplierId: number; requirementId: number; historical: boolean }) {
  const { t } = useTranslation('compliance');
  const errorText = useErrorText();
  const search = useSearch();
  const submissionParam = new URLSearchParams(search).get('submissionId');
  const submissionId = submissionParam && /^\d+$/.test(submissionParam) ? Number(submissionParam) : null;
  const isPast = historical || submissionParam !== null;
  const answers = useRequirementAnswers(
    submissionId !== null ? { kind: 'submission', submissionId, requirementId } : isPast ? null : { kind: 'current', supplierId, requirementId },
  );
  const rules = useQuestionRules(requirementId);

  const same = sameSupplierOf(useIdentity(), supplierId);
  if (!same.ok) {
    return <ComplianceLoadError backHref={complianceStatusPath(place)} message={t('errors.supplierEntityMissing')} />;
  }
  if (isPast && submissionId === null) {
    return <ComplianceLoadError backHref={complianceStatusPath(place)} message={t('errors.invalidSubmission', { value: submissionParam ?? '' })} />;
  }
  if (answers.status === 'error') {
    return (
      <Page>
        <BackButton place={place} historical={isPast} />
        <ComplianceLoadError backHref={complianceStatusPath(place)} />
        {answers.error && <Muted>{errorText(answers.error)}</Muted>}
      </Page>
    );
  }
  if (!answers.data || rules.status === 'loading' || rules.status === 'init') {
    return <Spinner label={t('requirement.loading')} />;
  }
  return <RequirementView requirement={answers.data} rules={rules.data ?? []} place={place} supplierId={supplierId} requirementId={requirementId} isPast={isPast} sameSupplier={same.sameSupplier} />;
}

/**
 * Where the page's own Back goes, named for it (issue 37 item 26: the header's back link is on the
 * page too): a past submission returns to the page that opened it (the current requirement), a
 * level's requirement to the level, a connection's to the connection; otherwise one step back in
 * history (spec 03 §2), or, with nothing behind it in the tab, to the compliance status.
 */
function backDestination(place: RequirementPlace, historical: boolean): 'current' | 'level' | 'connection' | 'previous' | 'connections' | 'compliance' {
  if (historical) return 'current';
  if (place.goalId) return 'level';
  if (place.groupingId) return 'connection';
  if (browser.hasPrevious()) return 'previous';
  return place.buyerConnection ? 'connections' : 'compliance';
}

const BACK_LABEL = {
  current: 'requirement.backToCurrent',
  level: 'requirement.backToLevel',
  connection: 'requirement.backToConnection',
  previous: 'requirement.backToPrevious',
  connections: 'requirement.backToConnections',
  compliance: 'requirement.backToCompliance',
} as const;

function BackButton({ place, historical }: { place: RequirementPlace; historical: boolean }) {
  const { t } = useTranslation('compliance');
  const navigate = useNavigate();
  const backTo = useReturnAddress('backTo');
  const destination = backDestination(place, historical);
  const onBack = () => {
    if (historical && backTo) {
      if ('inApp' in backTo) navigate(backTo.inApp);
      else browser.leave(backTo.page);
      return;
    }
    const target = historical ? requirementPagePath(place) : backTarget(place);
    if (target) navigate(target);
    else browser.back(complianceStatusPath(place));
  };
  return (
    <div>
      <Button variant="ghost" onPress={onBack}>
        <ChevronLeftIcon size={18} /> {t(BACK_LABEL[destination])}
      </Button>
    </div>
  );
}

interface ViewProps {
  requirement: RequirementDto;
  rules: NonNullable<ReturnType<typeof useQuestionRules>['data']>;
  place: RequirementPlace;
  supplierId: number;
  requirementId: number;
  isPast: boolean;
  /** The viewer is this supplier's own user (spec 03 §6). */
  sameSupplier: boolean;
}

function RequirementView({ requirement, rules, place, supplierId, requirementId, isPast, sameSupplier }: ViewProps) {
  const { t } = useTranslation('compliance');
  const [historyOpen, setHistoryOpen] = useState(false);
  const localeDateTime = useLocaleDateTime();
  const search = useSearch();
  const badge = badgeOf(requirement.verification);
  const questions = useMemo(() => visibleQuestions(requirement.questions, rules), [requirement.questions, rules]);
  const communityOrganisation = communityOrganisationName(useCommunitySettings());
  // The supplier's own user sees the feedback on their own answers, community view or not.
  const showFeedback = !isPast && (sameSupplier || !isCommunityView(requirement.goalOwnerTopLevelOrganisationName, communityOrganisation));
  const feedbackFor = useMemo(() => (showFeedback ? { supplierId, requirementId } : null), [showFeedback, supplierId, requirementId]);
  const path = requirementPagePath(place);
  // A past submission's records open under it and close back to it, submission and backTo kept.
  const detailsBase = isPast ? href.historicalOf(path) : path;
  const detailSearch = isPast && search ? `?${search}` : '';
  return (
    <Page>
      <BackButton place={place} historical={isPast} />
      {isPast && (
        <Alert tone="info">
          {t('historical.banner', {
            name: requirement.submittedByDisplayName ?? '-',
            date: localeDateTime(requirement.dateSubmitted ?? requirement.verification?.lastSubmissionDate) || '-',
          })}
        </Alert>
      )}
      <Row>
        <h2 className="requirement-name">{requirement.name}</h2>
        <Badge tone={BADGE_TONE[badge]}>{t(`badge.${badge}`)}</Badge>
        {!isPast && requirement.isHistoryVisible && (
          <Button variant="secondary" onPress={() => setHistoryOpen(true)}>
            {t('requirement.viewHistory')}
          </Button>
        )}
      </Row>
      <Muted>{requirement.standardName}</Muted>
      <Muted>{t('requirement.goalOwner', { name: requirement.goalOwnerTopLevelOrganisationName })}</Muted>
      {sameSupplier && <Muted>{t('requirement.ownCompany')}</Muted>}
      <RequirementSummaryBar requirement={requirement} />
      <AssessmentNote requirement={requirement} />
      {requirement.typeId === WORK_CATEGORY_REQUIREMENT_TYPE && <Alert tone="info">{t('requirement.workCategoryInfo')}</Alert>}
      {requirement.description && <p>{requirement.description}</p>}
      <h3>{t('questions.heading')}</h3>
      <QuestionList questions={questions} requirementPath={detailsBase} detailSearch={detailSearch} feedbackFor={feedbackFor} />
      {historyOpen && (
        <Suspense fallback={null}>
          <HistoryModal supplierId={supplierId} requirementId={requirementId} requirementName={requirement.name} place={place} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      )}
    </Page>
  );
}

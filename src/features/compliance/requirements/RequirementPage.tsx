import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { browser } from '@/platform/browser';
import { formatDateTime, useErrorText } from '@/platform/i18n';
import { Navigate, useNavigate, useParams, useReturnAddress, useSearch } from '@/platform/router';
import { canViewComplianceAnswers, canViewConnectionAnswers } from '@/platform/auth/connectionPolicies';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { WORK_CATEGORY_REQUIREMENT_TYPE, type RequirementDto } from '@/services/requirement/requirementPageTypes';
import { Alert, Badge, Button, Spinner } from '@/ui';
import { ChevronLeftIcon } from '@/ui/icons';
import { ComplianceLoadError } from './ComplianceLoadError';
import { QuestionList } from './QuestionList';
import { currentRequirementKey, submissionRequirementKey, useQuestionRules, useRequirementAnswers } from './requirementResources';
import { backTarget, complianceStatusPath, requirementPagePath, type RequirementPlace } from './requirementPaths';
import { badgeOf, checkRequirementIds, isCommunityView, visibleQuestions } from './requirementRules';
import { AssessmentNote, RequirementSummaryBar } from './RequirementSummary';

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
  const key = submissionId !== null ? submissionRequirementKey(submissionId, requirementId) : isPast ? null : currentRequirementKey(supplierId, requirementId);
  const answers = useRequirementAnswers(key);
  const rules = useQuestionRules(requirementId);

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
  return <RequirementView requirement={answers.data} rules={rules.data ?? []} place={place} supplierId={supplierId} requirementId={requirementId} isPast={isPast} />;
}

function BackButton({ place, historical }: { place: RequirementPlace; historical: boolean }) {
  const { t } = useTranslation('compliance');
  const navigate = useNavigate();
  const backTo = useReturnAddress('backTo');
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
        <ChevronLeftIcon size={18} /> {t('requirement.back')}
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
}

function RequirementView({ requirement, rules, place, supplierId, requirementId, isPast }: ViewProps) {
  const { t } = useTranslation('compliance');
  const [historyOpen, setHistoryOpen] = useState(false);
  const badge = badgeOf(requirement.verification);
  const questions = useMemo(() => visibleQuestions(requirement.questions, rules), [requirement.questions, rules]);
  const showFeedback = !isPast && !isCommunityView(requirement.goalOwnerTopLevelOrganisationName);
  const feedbackFor = useMemo(() => (showFeedback ? { supplierId, requirementId } : null), [showFeedback, supplierId, requirementId]);
  const path = requirementPagePath(place);
  return (
    <Page>
      <BackButton place={place} historical={isPast} />
      {isPast && (
        <Alert tone="info">
          {t('historical.banner', {
            name: requirement.submittedByDisplayName ?? '-',
            date: formatDateTime(requirement.dateSubmitted ?? requirement.verification?.lastSubmissionDate) || '-',
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
      <RequirementSummaryBar requirement={requirement} />
      <AssessmentNote requirement={requirement} />
      {requirement.typeId === WORK_CATEGORY_REQUIREMENT_TYPE && <Alert tone="info">{t('requirement.workCategoryInfo')}</Alert>}
      {requirement.description && <p>{requirement.description}</p>}
      <h3>{t('questions.heading')}</h3>
      <QuestionList questions={questions} requirementPath={path} feedbackFor={feedbackFor} />
      {historyOpen && (
        <Suspense fallback={null}>
          <HistoryModal supplierId={supplierId} requirementId={requirementId} requirementName={requirement.name} place={place} onClose={() => setHistoryOpen(false)} />
        </Suspense>
      )}
    </Page>
  );
}

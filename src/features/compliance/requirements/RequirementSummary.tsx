import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { requirementStatusText } from '@/services/compliance/statusText';
import type { RequirementDto } from '@/services/requirement/requirementPageTypes';
import { useLocaleDate, useLocaleDateTime } from './AnswerView';
import { processStatusText } from './processStatusText';

const Bar = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  div { display: grid; }
  dt { font-size: ${({ theme }) => theme.fontSizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.fontWeights.medium}; }
`;

const NoteBox = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  h3 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; white-space: pre-wrap; overflow-wrap: anywhere; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The summary bar: the statuses in the buyer's language, the dates the server gives, "-" where there is none. */
export function RequirementSummaryBar({ requirement }: { requirement: RequirementDto }) {
  const { t } = useTranslation('compliance');
  const localeDate = useLocaleDate();
  const v = requirement.verification;
  const items: [string, string][] = [
    [t('summary.status'), v?.complianceStatus?.name ? requirementStatusText(v.complianceStatus.name, (key) => t(key)) : t('summary.notAssessed')],
    [t('summary.processStatus'), v?.processStatus ? processStatusText(v.processStatus, (key) => t(key)) : '-'],
    [t('summary.verifiedOn'), localeDate(v?.verificationDate) || '-'],
    [t('summary.expiryDate'), localeDate(v?.expiryDate) || '-'],
    [t('summary.lastSubmitted'), localeDate(v?.lastSubmissionDate) || '-'],
    [t('summary.verifier'), v?.verifierName ?? '-'],
  ];
  return (
    <Bar aria-label={t('summary.heading')}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Bar>
  );
}

/** The assessment note box: the note's text as written, who wrote it and when. */
export function AssessmentNote({ requirement }: { requirement: RequirementDto }) {
  const { t } = useTranslation('compliance');
  const localeDateTime = useLocaleDateTime();
  const note = requirement.verification?.submissionNote;
  if (!note) return null;
  return (
    <NoteBox aria-label={t('note.heading')}>
      <h3>{t('note.heading')}</h3>
      <p>{note.text}</p>
      <small>{t('note.by', { name: note.lastUpdatedBy, date: localeDateTime(note.lastUpdatedOn ?? note.createdOn) })}</small>
    </NoteBox>
  );
}

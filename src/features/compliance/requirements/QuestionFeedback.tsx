import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLocaleDateTime } from './AnswerView';
import { useAssessmentFeedback } from './hooks';

const Box = styled.div<{ $critical: boolean }>`
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ $critical, theme }) => ($critical ? theme.colors.danger : theme.colors.info)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p { margin: 0; white-space: pre-wrap; }
`;

/** The assessor's feedback on one answer (verifier service); none when there is none or the call fails. */
export function QuestionFeedback({ supplierId, requirementId, questionId }: { supplierId: number; requirementId: number; questionId: number }) {
  const { t } = useTranslation('compliance');
  const localeDateTime = useLocaleDateTime();
  const { data } = useAssessmentFeedback(supplierId, requirementId, questionId);
  if (!data) return null;
  return (
    <Box $critical={data.infoLevel === 3}>
      <strong>{t('feedback.heading')}</strong>
      <p>{data.feedback}</p>
      {(data.assessedBy || data.assessedOn) && <small>{t('feedback.by', { name: data.assessedBy ?? '-', date: localeDateTime(data.assessedOn) || '-' })}</small>}
    </Box>
  );
}

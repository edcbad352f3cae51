import { memo, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { QuestionDto } from '@/services/requirement/requirementPageTypes';
import { useSeenOnce } from '@/ui';
import { QuestionAnswer } from './QuestionAnswer';
import { QuestionFeedback } from './QuestionFeedback';

const Items = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  h4 { margin: 0 0 ${({ theme }) => theme.space.xs}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

export interface QuestionListProps {
  questions: QuestionDto[];
  requirementPath: string;
  /** Appended to a record's detail link: a past submission's query, so its detail page closes back to it. */
  detailSearch?: string;
  /** Feedback is asked for per question unless this is a community view or a past submission. */
  feedbackFor: { supplierId: number; requirementId: number } | null;
}

/** The requirement's questions and answers, each with the assessor's feedback where there is some. */
export const QuestionList = memo(function QuestionList({ questions, requirementPath, detailSearch, feedbackFor }: QuestionListProps) {
  const { t } = useTranslation('compliance');
  // Feedback is another call per answer: asked for after the answers have painted (a transition),
  // so sixty requests never hold up the first paint of the answers the buyer came for.
  const [askFeedback, setAskFeedback] = useState(false);
  useEffect(() => {
    startTransition(() => setAskFeedback(true));
  }, []);
  if (!questions.length) return <p>{t('questions.none')}</p>;
  return (
    <Items aria-label={t('questions.heading')}>
      {questions.map((question) => (
        <QuestionItem
          key={question.id}
          question={question}
          requirementPath={requirementPath}
          detailSearch={detailSearch}
          feedbackFor={askFeedback ? feedbackFor : null}
        />
      ))}
    </Items>
  );
});

type QuestionItemProps = Omit<QuestionListProps, 'questions'> & { question: QuestionDto };

/**
 * One question and its answer. Its feedback is asked for once the question comes near the screen:
 * a 60-question requirement opened at the top asks for the few in view, not 60 at once (issue 35).
 */
function QuestionItem({ question, requirementPath, detailSearch, feedbackFor }: QuestionItemProps) {
  const [ref, seen] = useSeenOnce<HTMLLIElement>();
  return (
    <Item ref={ref}>
      <h4>{question.question}</h4>
      <QuestionAnswer question={question} requirementPath={requirementPath} detailSearch={detailSearch} />
      {feedbackFor && seen && <QuestionFeedback supplierId={feedbackFor.supplierId} requirementId={feedbackFor.requirementId} questionId={question.id} />}
    </Item>
  );
}

import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { QUESTION_TYPE, type QuestionDto, type QuestionTypeId } from '@/services/requirement/requirementPageTypes';
import { Badge } from '@/ui';
import { AnswerView } from './AnswerView';

const Small = styled.table`
  border-collapse: collapse;
  th, td { padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`}; border: 1px solid ${({ theme }) => theme.colors.borderSubtle}; text-align: left; }
`;

interface AnswerProps {
  question: QuestionDto;
  requirementPath: string;
  detailSearch?: string;
}

/** HasVerifiedProductService (type 2): whether the supplier holds a verified product or service, as a verdict. */
function HasVerifiedProductServiceAnswer(props: AnswerProps) {
  const { t } = useTranslation('compliance');
  const { question } = props;
  if (question.answerType !== 'yesNo') return <AnswerView {...props} />;
  if (question.answer === null) return <p>{t('answer.none')}</p>;
  return (
    <Badge tone={question.answer ? 'success' : 'warning'}>
      {t(question.answer ? 'answer.holdsVerified' : 'answer.holdsNoVerified')}
    </Badge>
  );
}

/** ProductServiceQuestion (type 3): the product services the question is about, each with its verification. */
function ProductServiceQuestionAnswer(props: AnswerProps) {
  const { t } = useTranslation('compliance');
  const { question } = props;
  if (question.answerType !== 'productService') return <AnswerView {...props} />;
  if (!question.answer.length) return <p>{t('answer.none')}</p>;
  return (
    <Small>
      <caption className="visually-hidden">{question.question}</caption>
      <thead><tr><th scope="col">{t('answer.productService')}</th><th scope="col">{t('answer.status')}</th></tr></thead>
      <tbody>
        {question.answer.map((item) => (
          <tr key={item.id}>
            <th scope="row">{item.name}</th>
            <td><Badge tone={item.isVerified ? 'success' : 'warning'}>{t(item.isVerified ? 'badge.verified' : 'badge.notVerified')}</Badge></td>
          </tr>
        ))}
      </tbody>
    </Small>
  );
}

/** One renderer per question type (spec 03 §3: Question 1, HasVerifiedProductService 2, ProductServiceQuestion 3). */
const RENDERERS: Record<QuestionTypeId, ComponentType<AnswerProps>> = {
  [QUESTION_TYPE.question]: AnswerView,
  [QUESTION_TYPE.hasVerifiedProductService]: HasVerifiedProductServiceAnswer,
  [QUESTION_TYPE.productServiceQuestion]: ProductServiceQuestionAnswer,
};

/** A question's answer rendered by its question type; an unknown type reads as a plain question. */
export function QuestionAnswer(props: AnswerProps) {
  const Renderer = RENDERERS[props.question.questionTypeId] ?? AnswerView;
  return <Renderer {...props} />;
}

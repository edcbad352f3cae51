import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '@/platform/i18n';
import { useCurrentSupplier } from '@/platform/slots/CurrentSupplier';
import { Alert, Button, LinkButton, Spinner } from '@/ui';
import { ChevronLeftIcon } from '@/ui/icons';
import { useCovidQuestionnaire } from './hooks';
import { href } from '@/platform/router';

const Page = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

const Answers = styled.dl`
  margin: 0;
  dt { font-weight: ${({ theme }) => theme.fontWeights.bold}; margin-top: ${({ theme }) => theme.space.md}; }
  dd { margin: ${({ theme }) => theme.space.xs} 0 0; white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/**
 * /compliance/covid-19: the supplier's COVID-19 questionnaire (spec 03 §3, §8), found by the customer
 * reference number. With no reference there is nothing to look it up by, which for the buyer is the
 * same as no answers: the spec's "not yet provided" message.
 */
export function CovidQuestionnaireScreen() {
  const { t } = useTranslation('complianceDocuments');
  const supplier = useCurrentSupplier();
  const reference = supplier.customerReferenceNumber || null;
  const { status, data, retry } = useCovidQuestionnaire(reference);

  const body =
    reference === null || (status === 'loaded' && data && data.length === 0) ? (
      <Alert tone="info">{t('covid.notProvided')}</Alert>
    ) : status === 'error' ? (
      <Alert tone="danger">
        {t('covid.loadFailed')}{' '}
        <Button variant="secondary" size="sm" onPress={retry}>
          {t('covid.tryAgain')}
        </Button>
      </Alert>
    ) : !data ? (
      <Spinner label={t('covid.loading')} />
    ) : (
      data.map((requirement) => (
        <section key={requirement.id} aria-labelledby={`covid-${requirement.id}`}>
          <h3 id={`covid-${requirement.id}`}>{requirement.name}</h3>
          <p>{requirement.responseDate ? t('covid.respondedOn', { date: formatDateTime(requirement.responseDate) }) : t('covid.noResponseDate')}</p>
          <Answers>
            {requirement.questions.map((question) => (
              <div key={question.id}>
                <dt>{question.question}</dt>
                <dd>{question.answer || t('covid.noAnswer')}</dd>
              </div>
            ))}
          </Answers>
        </section>
      ))
    );

  return (
    <Page aria-labelledby="covid-heading">
      <LinkButton variant="ghost" href={href.supplier.compliance({ supplierId: supplier.id })}>
        <ChevronLeftIcon size={16} /> {t('covid.back')}
      </LinkButton>
      <h2 id="covid-heading">{t('covid.heading')}</h2>
      {body}
    </Page>
  );
}

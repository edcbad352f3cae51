import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDateTime } from '@/platform/i18n';
import { Spinner } from '@/ui';
import { useCovidQuestionnaire } from '../hooks';
import { PrintSection } from './PrintSections';
import { PrintTable } from './PrintTable';

const Requirement = styled.div`
  break-inside: avoid;
  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs}; }
  td { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

/**
 * COVID-19 (spec 02 §2.6): the supplier's questionnaire, from the call the compliance area's COVID-19 page makes
 * (spec 03 §7), found by the customer reference number; with none there is nothing to look it up by, which reads
 * as no answers. The empty and failed texts are spec 03 §8's for that call.
 */
export function CovidPrint({ reference }: { reference: string | null }) {
  const { t } = useTranslation('supplierProfile');
  const { status, data } = useCovidQuestionnaire(reference);
  return (
    <PrintSection id="print-covid" heading={t('print.covid')}>
      {reference === null || (status === 'loaded' && data?.length === 0) ? (
        <p>{t('print.covidNotProvided')}</p>
      ) : status === 'error' ? (
        <p>{t('print.covidLoadFailed')}</p>
      ) : !data ? (
        <Spinner label={t('print.loading')} />
      ) : (
        data.map((requirement) => (
          <Requirement key={requirement.id}>
            <h3>{requirement.name}</h3>
            {requirement.responseDate && <p>{t('print.covidAnsweredOn', { date: formatDateTime(requirement.responseDate) })}</p>}
            <PrintTable
              label={requirement.name}
              columns={[t('print.covidQuestion'), t('print.covidAnswer')]}
              rows={requirement.questions.map((question) => ({ key: question.id, cells: [question.question, question.answer || '-'] }))}
            />
          </Requirement>
        ))
      )}
    </PrintSection>
  );
}

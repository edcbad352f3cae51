import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useParams } from '@/platform/router';
import { ConsultNoticesPanel } from './ConsultNoticesPanel';
import { IssueReport } from './IssueReport';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  h2 { margin: 0; }
`;

/** The Issues tab (spec 02 §2.13): consult notices, then the submissions-status report. */
export function IssuesScreen() {
  const { t } = useTranslation('profileIssues');
  const supplierId = Number(useParams().supplierId);
  return (
    <Stack>
      <h2>{t('heading')}</h2>
      <ConsultNoticesPanel supplierId={supplierId} />
      <IssueReport supplierId={supplierId} />
    </Stack>
  );
}

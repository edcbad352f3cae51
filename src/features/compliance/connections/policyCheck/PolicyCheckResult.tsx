import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { useCurrentSupplier } from '@/platform/slots/CurrentSupplier';
import { browser } from '@/platform/browser';
import type { BuyerConnectionDto } from '@/services/compliance/connectionTypes';
import { Badge, Button, ErrorPanel, Spinner } from '@/ui';
import { usePolicyCheck } from '../hooks';
import { checkAgainstPolicy, type PolicyRequirementState } from '@/lib/policyCheck';
import { PolicyCheckTable } from './PolicyCheckTable';

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h4 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; overflow-wrap: anywhere; }
  p { margin: 0; }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** One policy checked against the supplier: overall verdict, counts, each requirement, and the CSV. */
export function PolicyCheckResult({ supplierId, policyId, connections }: { supplierId: number; policyId: number; connections: BuyerConnectionDto[] | null }) {
  const { t } = useTranslation('connections');
  const errorText = useErrorText();
  const supplier = useCurrentSupplier();
  const loaded = usePolicyCheck(supplierId, policyId);
  const check = useMemo(() => (loaded.data ? checkAgainstPolicy(loaded.data.policy, loaded.data.rows) : null), [loaded.data]);

  if (loaded.status === 'error' && loaded.error) {
    return <ErrorPanel headingLevel={4} heading={t('loadFailed')} message={errorText(loaded.error)} actionLabel={t('tryAgain', { ns: 'common' })} onAction={loaded.retry} />;
  }
  if (!loaded.data || !check) return <Spinner label={t('policyCheck.loading')} />;

  const { policy } = loaded.data;
  const stateLabel = (state: PolicyRequirementState) => t(`policyCheck.states.${state}`);
  const isConnected = connections?.some((c) => c.compliancePolicyId === policy.id) ?? true;

  // The CSV builder (papaparse) loads on the first export, not with the tab.
  const exportCsv = async () => {
    const { policyCheckCsv, policyCheckFileName } = await import('./policyCheckCsv');
    const csv = policyCheckCsv(check.rows, {
      header: {
        requirement: t('policyCheck.csv.requirement'), standard: t('policyCheck.csv.standard'), status: t('policyCheck.csv.status'),
        validFrom: t('policyCheck.csv.validFrom'), expiryDate: t('policyCheck.csv.expiryDate'),
      },
      state: stateLabel,
      unknownRequirement: (id) => t('policyCheck.unknownRequirement', { id }),
    });
    browser.saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), policyCheckFileName(supplier.name, policy.name));
  };

  return (
    <Result>
      <h4>{policy.name}</h4>
      {!isConnected && <p>{t('policyCheck.notConnected')}</p>}
      {check.rows.length === 0 ? (
        <p>{t('policyCheck.empty')}</p>
      ) : (
        <>
          <Summary>
            <Badge tone={check.goal.isCompliant ? 'success' : 'danger'}>{t(check.goal.isCompliant ? 'policyCheck.meets' : 'policyCheck.doesNotMeet')}</Badge>
            <span>{t(check.counts.expired ? 'policyCheck.countsWithExpired' : 'policyCheck.counts', check.counts)}</span>
            <Button variant="secondary" size="sm" onPress={() => void exportCsv()}>{t('policyCheck.export')}</Button>
          </Summary>
          <PolicyCheckTable supplierId={supplierId} policyName={policy.name} rows={check.rows} stateLabel={stateLabel} />
        </>
      )}
    </Result>
  );
}

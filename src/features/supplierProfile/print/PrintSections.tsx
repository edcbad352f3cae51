import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMoney } from '@/platform/i18n';
import { useCommunitySettings } from '@/platform/session';
import { Spinner } from '@/ui';
import { useAreasOfOperation, useCertificates, useInsurances } from '../hooks';
import { PrintTable } from './PrintTable';

export const Section = styled.section`
  break-inside: avoid;
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; margin: 0 0 ${({ theme }) => theme.space.sm}; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 4px 6px; border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle}; }
  p { margin: 0; }
`;

function PrintSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </Section>
  );
}

/** Compliance: the supplier's certificates and whether each is verified. */
export function CompliancePrint({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('supplierProfile');
  const { status, data } = useCertificates(supplierId);
  return (
    <PrintSection id="print-compliance" heading={t('print.compliance')}>
      {status === 'error' ? (
        <p>{t('print.noCompliance')}</p>
      ) : !data ? (
        <Spinner label={t('print.loading')} />
      ) : data.length === 0 ? (
        <p>{t('print.noComplianceFound')}</p>
      ) : (
        <PrintTable
          columns={[t('certificates.name'), t('certificates.status'), t('certificates.expiry')]}
          rows={data.map((c) => ({
            key: c.downloadUrl,
            cells: [c.name, c.status === 'Verified' ? t('certificates.verified') : t('certificates.notVerified'), c.expiryDate ? formatDate(c.expiryDate) : '-'],
          }))}
        />
      )}
    </PrintSection>
  );
}

/** Areas of Operation (requirement 24): name and minimum contract value in the community's currency. */
export function AreasOfOperationPrint({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('supplierProfile');
  const community = useCommunitySettings();
  const { status, data } = useAreasOfOperation(supplierId);
  const money = (value: number | null) =>
    value === null || !Number.isFinite(value) ? '-' : formatMoney(value, community?.currency ?? 'GBP', community?.locale ?? 'en-GB');
  return (
    <PrintSection id="print-areas" heading={t('print.areasOfOperation')}>
      {status === 'error' ? (
        <p>{t('print.noAreasAvailable')}</p>
      ) : !data ? (
        <Spinner label={t('print.loading')} />
      ) : data.length === 0 ? (
        <p>{t('print.noAreasFound')}</p>
      ) : (
        <PrintTable
          columns={[t('print.areaName'), t('print.minimumContractValue')]}
          rows={data.map((area, i) => ({ key: `${area.name}-${i}`, cells: [area.name, money(area.minimumContractValue)] }))}
        />
      )}
    </PrintSection>
  );
}

/** Insurances (requirement 28): type and expiry date. */
export function InsurancesPrint({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('supplierProfile');
  const { status, data } = useInsurances(supplierId);
  return (
    <PrintSection id="print-insurances" heading={t('print.insurances')}>
      {status === 'error' ? (
        <p>{t('print.noInsuranceAvailable')}</p>
      ) : !data ? (
        <Spinner label={t('print.loading')} />
      ) : data.length === 0 ? (
        <p>{t('print.noInsuranceFound')}</p>
      ) : (
        <PrintTable
          columns={[t('print.insuranceType'), t('print.expiryDate')]}
          rows={data.map((insurance) => ({
            key: insurance.id,
            cells: [insurance.insuranceType.name, insurance.expiryDate ? formatDate(insurance.expiryDate) : '-'],
          }))}
        />
      )}
    </PrintSection>
  );
}

export { PrintSection };

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatDate, formatMoney } from '@/platform/i18n';
import { useCommunitySettings } from '@/platform/session';
import { Spinner } from '@/ui';
import { useAreasOfOperation, useCertificates, useInsurances } from '../hooks';

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
        <table>
          <thead>
            <tr>
              <th scope="col">{t('certificates.name')}</th>
              <th scope="col">{t('certificates.status')}</th>
              <th scope="col">{t('certificates.expiry')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((c) => (
              <tr key={c.downloadUrl}>
                <td>{c.name}</td>
                <td>{c.status === 'Verified' ? t('certificates.verified') : t('certificates.notVerified')}</td>
                <td>{c.expiryDate ? formatDate(c.expiryDate) : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
        <table>
          <thead>
            <tr>
              <th scope="col">{t('print.areaName')}</th>
              <th scope="col">{t('print.minimumContractValue')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((area, i) => (
              <tr key={`${area.name}-${i}`}>
                <td>{area.name}</td>
                <td>{money(area.minimumContractValue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
        <table>
          <thead>
            <tr>
              <th scope="col">{t('print.insuranceType')}</th>
              <th scope="col">{t('print.expiryDate')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((insurance) => (
              <tr key={insurance.id}>
                <td>{insurance.insuranceType.name}</td>
                <td>{insurance.expiryDate ? formatDate(insurance.expiryDate) : '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PrintSection>
  );
}

export { PrintSection };

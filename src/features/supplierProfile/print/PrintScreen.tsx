import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { format } from 'date-fns';
import { browser } from '@/platform/browser';
import { companyNumberWordingFor } from '@/platform/community';
import { formatNumber } from '@/platform/i18n';
import { href, useLocation, useParams } from '@/platform/router';
import { useCommunitySettings } from '@/platform/session';
import { Button, Link } from '@/ui';
import { CloseIcon } from '@/ui/icons';
import { useSupplierDetails, useSupplierReference } from '../hooks';
import { SupplierLogo } from '../header/SupplierLogo';
import { moneyOrDash } from '../tabs/companyFacts';
import type { PrintNavigationState } from '../header/usePrintShortcut';
import { PRINT_DIALOG_DELAY_MS } from './printDelay';
import { CovidPrint } from './CovidPrint';
import { AreasOfOperationPrint, CompliancePrint, InsurancesPrint, PrintSection } from './PrintSections';

/** Only the report prints: the shell's menu and header, buttons and links stay off the A4 page. */
const PrintPage = createGlobalStyle`
  @page { size: A4; margin: 15mm; }
  @media print {
    body * { visibility: hidden; }
    #supplier-print-report, #supplier-print-report * { visibility: visible; }
    #supplier-print-report { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
    #supplier-print-report .print-controls { display: none; }
    body { background: #fff; }
  }
`;

const Report = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 210mm;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: #000;
  h1 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.xxl}; }
  /* Labels may wrap: on a phone's preview a long French label pushed the values off the screen. */
  dl { display: grid; grid-template-columns: minmax(0, max-content) minmax(8rem, 1fr); gap: 4px 16px; margin: 0; }
  dt { font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  dd { margin: 0; }
`;

const Controls = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Header = styled.header`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
`;

/**
 * The printable profile (spec 02 §2.6): report date, supplier header, summary, compliance, Areas of
 * Operation, Insurances and COVID-19; a close icon back to the profile. Opened with Ctrl+P or the menu's Print profile, it
 * opens the print dialog after PRINT_DIALOG_DELAY_MS.
 */
export function PrintScreen() {
  const { t } = useTranslation('supplierProfile');
  const { supplierId = '' } = useParams();
  const id = Number(supplierId);
  const { state } = useLocation();
  const community = useCommunitySettings();
  const { data: details } = useSupplierDetails(id);
  const yourReference = useSupplierReference(id).data?.reference || null;
  const autoPrint = (state as PrintNavigationState | null)?.autoPrint === true;

  useEffect(() => {
    if (!autoPrint) return;
    const timer = window.setTimeout(() => browser.print(), PRINT_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoPrint]);

  if (!details) return null;
  const locale = community?.locale ?? 'en-GB';
  const number = (value: number | null) => (value === null ? '-' : formatNumber(value, locale));
  const overview = details.overview;
  return (
    <Report id="supplier-print-report" aria-labelledby="print-title">
      <PrintPage />
      <Controls className="print-controls">
        <Button onPress={() => browser.print()}>{t('print.print')}</Button>
        <Link href={href.supplier({ supplierId: id })} aria-label={t('print.close')}>
          <CloseIcon size={24} />
        </Link>
      </Controls>
      <p>{t('print.reportDate', { date: format(new Date(), 'dd/MM/yyyy p') })}</p>
      <Header>
        <SupplierLogo details={details} alt={t('header.logoAlt', { name: details.tradeName })} />
        <div>
          <h1 id="print-title">{details.tradeName}</h1>
          {details.location && <p>{details.location}</p>}
          {details.customerReferenceNumber && (
            <p>{t('print.customerReferenceNumber', { reference: details.customerReferenceNumber })}</p>
          )}
          {yourReference && <p>{t('print.reference', { reference: yourReference })}</p>}
        </div>
      </Header>
      <PrintSection id="print-summary" heading={t('print.summary')}>
        <dl>
          <dt>{t(`common:${companyNumberWordingFor(details.countryCode)}`)}</dt>
          <dd>{details.companiesHouseNumber ?? '-'}</dd>
          <dt>{t('common:community.vatNumber')}</dt>
          <dd>{overview.vatNumber ?? '-'}</dd>
          <dt>{t('print.companySize')}</dt>
          <dd>{overview.companySize ?? '-'}</dd>
          <dt>{t('print.employees')}</dt>
          <dd>{number(overview.numberOfEmployees)}</dd>
          <dt>{t('print.turnover')}</dt>
          <dd>{moneyOrDash(overview.turnover, { currency: community?.currency ?? 'GBP', locale })}</dd>
        </dl>
      </PrintSection>
      <CompliancePrint supplierId={id} />
      <AreasOfOperationPrint supplierId={id} />
      <InsurancesPrint supplierId={id} />
      {/* Keyed by the supplier's customer reference number (spec 03 §7), never the buyer's own reference. */}
      <CovidPrint reference={details.customerReferenceNumber || null} />
    </Report>
  );
}

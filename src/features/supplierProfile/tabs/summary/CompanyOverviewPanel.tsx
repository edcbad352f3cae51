import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '@/platform/session';
import { Link } from '@/ui';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { countOrDash, DASH, moneyOrDash } from '../companyFacts';
import { Facts, Panel } from '../panel.styles';
import { useMoneyFormat } from '../useMoneyFormat';
import { buildersProfileUrl } from './buildersProfileUrl';

/**
 * The summary's company overview (spec 02 §2.4, older layout): builders profile id with a VIEW
 * link, company size, employees, public spend, historical turnover by year and VAT number.
 */
export function CompanyOverviewPanel({ details }: { details: SupplierDetailsDto }) {
  const { t } = useTranslation('profileSummary');
  const money = useMoneyFormat();
  const config = useConfig();
  const headingId = useId();
  const { overview, builderProfileId } = details;
  const turnoverByYear = overview.historicalTurnover.filter((entry) => Number.isFinite(entry.year));
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{t('companyOverview.heading')}</h3>
      <Facts>
        <dt>{t('companyOverview.buildersProfileId')}</dt>
        <dd>
          {builderProfileId ? (
            <>
              {builderProfileId}{' '}
              <Link
                href={buildersProfileUrl(config?.productHostUrl ?? '', builderProfileId)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('companyOverview.viewBuildersProfile', { id: builderProfileId })}
              >
                {t('companyOverview.view')}
              </Link>
            </>
          ) : (
            DASH
          )}
        </dd>
        <dt>{t('companyOverview.companySize')}</dt>
        <dd>{overview.companySize || DASH}</dd>
        <dt>{t('companyOverview.employees')}</dt>
        <dd>{countOrDash(overview.numberOfEmployees, money.locale)}</dd>
        <dt>{t('companyOverview.publicSpend')}</dt>
        <dd>{moneyOrDash(overview.publicSpend, money)}</dd>
        <dt>{t('companyOverview.historicalTurnover')}</dt>
        <dd>
          {turnoverByYear.length === 0
            ? DASH
            : turnoverByYear.map((entry, index) => (
                <Fragment key={entry.year}>
                  {index > 0 && <br />}
                  {t('companyOverview.turnoverOfYear', { year: entry.year, value: moneyOrDash(entry.value, money) })}
                </Fragment>
              ))}
        </dd>
        <dt>{t('companyOverview.vatNumber')}</dt>
        <dd>{overview.vatNumber || DASH}</dd>
      </Facts>
    </Panel>
  );
}

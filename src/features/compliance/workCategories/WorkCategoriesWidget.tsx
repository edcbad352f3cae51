import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link, Spinner } from '@/ui';
import { complianceLinks } from '../complianceLinks';
import { WorkCategoriesFailure } from './components/WorkCategoriesFailure';
import { useWorkCategories } from './workCategoriesResource';
import { toRows } from './workCategoryRows';

const Widget = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * The dashboard's Work Categories widget (spec 03 §2): how many, how many with issues and how many
 * expired, with a link to the full table (the Work Categories tab with its filters and side panel).
 * CONTRACT: props { supplierId }.
 */
export function WorkCategoriesWidget({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('workCategories');
  const { status, data, error } = useWorkCategories(supplierId);
  const rows = useMemo(() => (data ? toRows(data) : undefined), [data]);

  return (
    <Widget aria-labelledby="work-categories-widget">
      <h3 id="work-categories-widget">{t('widget.heading')}</h3>
      {status === 'error' ? (
        <WorkCategoriesFailure supplierId={supplierId} error={error} headingLevel={3} />
      ) : !rows ? (
        <Spinner label={t('loading')} />
      ) : rows.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <p>
            {t('widget.summary', { total: rows.length, issues: rows.filter((r) => r.flagged).length })}
            {' · '}
            {t('widget.expiredCount', { count: rows.filter((r) => r.expiry === 'expired').length })}
          </p>
          <p>
            <Link href={complianceLinks.workCategories(supplierId)}>{t('widget.open')}</Link>
          </p>
        </>
      )}
    </Widget>
  );
}

import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useErrorText } from '@/platform/i18n';
import { resultsRetried } from '../session/resultsSlice';
import { selectResults } from '../session/selectors';
import { ResultsPagedTable } from './ResultsTable.styles';
import { useResultsPagination } from './useResultsPagination';
import { useResultsTable } from './useResultsTable';

interface Props {
  /** From the URL: the pager shows the page asked for while it loads. */
  page: number;
  pageSize: number;
}

/**
 * The results as a paged table: a spinner before the first page, the error with Try again, the
 * rows (dimmed while the next page loads) and the pager. Sits inside AddToSupplyChainHost, whose
 * context the row buttons use.
 */
export function ResultsTable({ page, pageSize }: Props) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const errorText = useErrorText();
  const results = useSelector(selectResults);
  const table = useResultsTable(results.data);
  const pagination = useResultsPagination(page, pageSize, results.data?.totalCount ?? 0);
  return (
    <ResultsPagedTable
      aria-label={t('table.label')}
      {...table}
      status={results.status}
      loadingLabel={t('loadingResults')}
      error={
        results.error && {
          heading: t('error.heading'),
          message: errorText(results.error),
          retryLabel: t('tryAgain', { ns: 'common' }),
          onRetry: () => dispatch(resultsRetried()),
        }
      }
      pagination={pagination}
    />
  );
}

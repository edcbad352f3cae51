import { memo, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useErrorText } from '@/platform/i18n';
import { resultsRetried } from '../session/resultsSlice';
import { selectResults } from '../session/selectors';
import { ResultsPagedTable } from './ResultsTable.styles';
import { useResultsPagination } from './useResultsPagination';
import { useResultsTable } from './useResultsTable';
import { isSearchGoneError } from '../components/SessionAlerts';

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
export const ResultsTable = memo(function ResultsTable({ page, pageSize }: Props) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const errorText = useErrorText();
  const results = useSelector(selectResults);
  // A page of 50 rows is the costly render: it follows the response in a deferred (time-sliced)
  // render, so the page answers input and paints between slices instead of freezing once.
  const table = useResultsTable(useDeferredValue(results.data));
  const pagination = useResultsPagination(page, pageSize, results.data?.totalCount ?? 0);
  // An unknown session (404) is the page's to explain, once; while the link's filters make it
  // again the rows are simply still coming.
  const sessionMissing = results.status === 'error' && isSearchGoneError(results.error);
  return (
    <ResultsPagedTable
      aria-label={t('table.label')}
      {...table}
      status={sessionMissing ? 'loading' : results.status}
      loadingLabel={t('loadingResults')}
      error={
        !sessionMissing && results.error
          ? {
              heading: t('error.heading'),
              message: errorText(results.error),
              retryLabel: t('tryAgain', { ns: 'common' }),
              onRetry: () => dispatch(resultsRetried()),
            }
          : null
      }
      pagination={pagination}
    />
  );
});

import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { Pagination } from '@/ui';
import { PAGE_SIZE_OPTIONS } from '../session/resultsQuery';
import { pageChanged, pageSizeChanged } from '../session/resultsSlice';

interface Props {
  page: number;
  pageSize: number;
  total: number;
}

/** "Showing x to y of z", the page buttons and rows per page; renders only when those change. */
export const ResultsPager = memo(function ResultsPager({ page, pageSize, total }: Props) {
  const { t } = useTranslation('search');
  const dispatch = useDispatch();
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <Pagination
      page={page}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      onPageChange={(next) => dispatch(pageChanged(next))}
      onPageSizeChange={(size) => dispatch(pageSizeChanged(size))}
      summary={t('range', { from: first, to: last, total })}
      labels={{
        navigation: t('pagination.navigation'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (n) => t('pagination.page', { page: n }),
        rowsPerPage: t('pagination.rowsPerPage'),
      }}
    />
  );
});

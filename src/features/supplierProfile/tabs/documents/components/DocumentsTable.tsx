import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AsyncState } from '@/platform/async';
import { useErrorText } from '@/platform/i18n';
import type { DocumentDto, DocumentPageDto } from '@/services/documents/types';
import { PagedTable, type PagedTableColumn } from '@/ui';
import type { useDocumentTable } from './useDocumentTable';

interface DocumentsTableProps {
  label: string;
  /** Heading of the failure panel (each list words its own, spec 02 §8). */
  loadFailedHeading: string;
  columns: PagedTableColumn<DocumentDto>[];
  page: Pick<AsyncState<DocumentPageDto>, 'status' | 'error'> & { retry: () => void };
  table: ReturnType<typeof useDocumentTable>;
  emptyState: ReactNode;
}

/** The paged, sortable table both document lists show, with its loading, empty and failure states. */
export function DocumentsTable({ label, loadFailedHeading, columns, page, table, emptyState }: DocumentsTableProps) {
  const { t } = useTranslation('profileDocuments');
  const errorText = useErrorText();
  return (
    <PagedTable<DocumentDto>
      aria-label={label}
      narrowLayout="cards"
      columns={columns}
      rows={table.rows}
      status={page.status}
      loadingLabel={t('table.loading')}
      emptyState={emptyState}
      sortDescriptor={table.sortDescriptor}
      onSortChange={table.onSortChange}
      error={
        page.status === 'error' && page.error
          ? { heading: loadFailedHeading, message: errorText(page.error), retryLabel: t('common:tryAgain'), onRetry: page.retry }
          : null
      }
      pagination={table.total ? table.pagination : undefined}
    />
  );
}

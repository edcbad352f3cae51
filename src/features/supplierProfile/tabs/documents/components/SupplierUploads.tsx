import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_TAGS_ID } from '@/lib/documentRules';
import { formatDate } from '@/platform/i18n';
import { useListParams, type ListParams } from '@/platform/list';
import type { DocumentDto } from '@/services/documents/types';
import { Button, EmptyState, PhoneFilters, type PagedTableColumn } from '@/ui';
import { sortDirectionOf, supplierListSpec, tagIdOf, type FilterKey, type SupplierSortName } from '../documentsListParams';
import { useDocumentIntents, useSupplierUploads } from '../hooks';
import { DocumentSearch } from './DocumentSearch';
import { DocumentsTable } from './DocumentsTable';
import { DocumentTypeTags } from './DocumentTypeTags';
import { TagFilter, useTagFilter } from './TagFilter';
import { Toolbar } from './Toolbar';
import { useDocumentTable } from './useDocumentTable';
import { ZipRequest } from './ZipRequest';

/** Supplier uploads (spec 02 §2.9): tag filter, name search, zip request and the paged table. */
export function SupplierUploads({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('profileDocuments');
  // The tag filter's ids are known before the list is read: the chosen tag may stand for several.
  const filter = useTagFilter(supplierId, tagIdOf(useListParams(supplierListSpec).params.filter.tag));
  const argsOf = (params: ListParams<SupplierSortName, FilterKey>) => ({
    supplierId,
    query: {
      page: params.page,
      itemsPerPage: params.pageSize,
      tags: filter.tagIds,
      sortColumn: params.sortName,
      sortDirection: sortDirectionOf(params.sortOrder),
      documentNameSearchText: params.filter.q ?? '',
    },
  });
  const page = useSupplierUploads(argsOf);
  const { params, change } = page;
  const search = params.filter.q ?? '';
  const table = useDocumentTable(page);
  const { download, prefetchSupplierUploads } = useDocumentIntents();

  const columns = useMemo<PagedTableColumn<DocumentDto>[]>(
    () => [
      { id: 'displayName', title: t('columns.name'), isSortable: true, isRowHeader: true, cell: (d) => d.displayName },
      { id: 'createdAt', title: t('columns.uploadedOn'), isSortable: true, width: 140, cell: (d) => formatDate(d.createdAt) },
      { id: 'tags', title: t('columns.type'), cell: (d) => <DocumentTypeTags tags={d.tags} /> },
      {
        id: 'view',
        title: t('columns.view'),
        width: 100,
        cell: (d) => (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('viewNamed', { name: d.displayName })}
            onPress={() => download({ id: d.id, fileName: d.fileName })}
          >
            {t('view')}
          </Button>
        ),
      },
    ],
    [download, t],
  );

  const onTagChange = useCallback((tag: number) => change({ filter: { ...params.filter, tag: tag ? String(tag) : undefined } }), [change, params.filter]);
  // A new search shows page 1: its request starts now, and the screen joins it once the URL has changed.
  const prefetchKey = (q: string) => argsOf({ ...params, page: 1, filter: { ...params.filter, q: q || undefined } });
  const latestPrefetchKey = useRef(prefetchKey);
  latestPrefetchKey.current = prefetchKey;
  const onSearch = useCallback(
    (q: string) => {
      prefetchSupplierUploads(latestPrefetchKey.current(q));
      change({ filter: { ...params.filter, q: q || undefined } });
    },
    [change, params.filter, prefetchSupplierUploads],
  );
  const emptyState = useMemo(
    () => <EmptyState headingLevel={3} heading={search || filter.tagIds.length ? t('empty.supplierSearch') : t('empty.supplier')} />,
    [filter.tagIds.length, search, t],
  );

  const activeFilters = (filter.chosenId !== ALL_TAGS_ID ? 1 : 0) + (search ? 1 : 0);

  return (
    <>
      <Toolbar>
        <PhoneFilters label={t('phoneFilters.label')} activeCount={activeFilters} activeText={t('phoneFilters.active', { count: activeFilters })}>
          <TagFilter filter={filter} onChange={onTagChange} />
          <DocumentSearch value={search} onSearch={onSearch} />
        </PhoneFilters>
        <ZipRequest supplierId={supplierId} tagIds={filter.tagIds} />
      </Toolbar>
      <DocumentsTable
        label={t('table.supplier')}
        loadFailedHeading={t('loadFailed.supplier')}
        columns={columns}
        page={page}
        table={table}
        emptyState={emptyState}
      />
    </>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canRemoveInternalDocuments, canUploadInternalDocument, isDocumentCreator } from '@/platform/auth/documentPolicies';
import { ALL_TAGS_ID } from '@/lib/documentRules';
import { formatDate } from '@/platform/i18n';
import { useListParams } from '@/platform/list';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import type { DocumentDto } from '@/services/documents/types';
import { Button, EmptyState, PhoneFilters, type PagedTableColumn } from '@/ui';
import { internalListSpec, sortDirectionOf, tagIdOf } from '../documentsListParams';
import { useCurrentIdentity, useDocumentIntents, useInternalUploads } from '../hooks';
import { DocumentsTable } from './DocumentsTable';
import { DocumentActions } from './DocumentActions';
import { DocumentTypeTags } from './DocumentTypeTags';
import { RemoveDocumentDialog } from './RemoveDocumentDialog';
import { TagFilter, useTagFilter } from './TagFilter';
import { Toolbar } from './Toolbar';
import { UploadDialog } from './UploadDialog';
import { useDocumentTable } from './useDocumentTable';

/**
 * Internal uploads (spec 02 §2.9): what the buyer's organisation keeps about the supplier. Sortable,
 * paged on the server (default createdAt descending), the upload modal, and View / Remove per row.
 */
export function InternalUploads({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('profileDocuments');
  const filter = useTagFilter(supplierId, tagIdOf(useListParams(internalListSpec).params.filter.tag));
  const canUpload = useProfilePolicy(canUploadInternalDocument);
  const canRemove = useProfilePolicy(canRemoveInternalDocuments);
  const identity = useCurrentIdentity();
  const { download } = useDocumentIntents();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<DocumentDto | null>(null);

  // After removing the last row of a page beyond the first, the new total clamps the page back by one.
  const page = useInternalUploads((params) => ({
    supplierId,
    query: {
      page: params.page,
      itemsPerPage: params.pageSize,
      tagIds: filter.tagIds,
      sortcolumn: params.sortName,
      sortDirection: sortDirectionOf(params.sortOrder),
    },
  }));
  const { params, change } = page;
  const table = useDocumentTable(page);

  const columns = useMemo<PagedTableColumn<DocumentDto>[]>(
    () => [
      { id: 'displayName', title: t('columns.name'), isSortable: true, isRowHeader: true, cell: (d) => d.displayName },
      { id: 'createdAt', title: t('columns.uploadedOn'), isSortable: true, width: 140, cell: (d) => formatDate(d.createdAt) },
      { id: 'createdBy', title: t('columns.uploadedBy'), isSortable: true, cell: (d) => d.createdBy },
      { id: 'tags', title: t('columns.type'), cell: (d) => <DocumentTypeTags tags={d.tags} /> },
      {
        id: 'actions',
        title: t('columns.actions'),
        width: 130,
        cell: (d) => (
          <DocumentActions
            document={d}
            canRemove={canRemove}
            isCreator={isDocumentCreator(identity, d)}
            onView={(doc) => download({ id: doc.id, fileName: doc.fileName })}
            onRemove={setRemoving}
          />
        ),
      },
    ],
    [canRemove, download, identity, t],
  );

  const onTagChange = useCallback((tag: number) => change({ filter: { ...params.filter, tag: tag ? String(tag) : undefined } }), [change, params.filter]);
  const emptyState = useMemo(
    () => <EmptyState headingLevel={3} heading={filter.tagIds.length ? t('empty.internalFiltered') : t('empty.internal')} />,
    [filter.tagIds.length, t],
  );
  const closeUpload = useCallback(() => setUploading(false), []);
  const closeRemove = useCallback(() => setRemoving(null), []);

  const activeFilters = filter.chosenId !== ALL_TAGS_ID ? 1 : 0;

  return (
    <>
      <Toolbar>
        <PhoneFilters label={t('phoneFilters.label')} activeCount={activeFilters} activeText={t('phoneFilters.active', { count: activeFilters })}>
          <TagFilter filter={filter} onChange={onTagChange} />
        </PhoneFilters>
        {canUpload && <Button onPress={() => setUploading(true)}>{t('upload.button')}</Button>}
      </Toolbar>
      <DocumentsTable
        label={t('table.internal')}
        loadFailedHeading={t('loadFailed.internal')}
        columns={columns}
        page={page}
        table={table}
        emptyState={emptyState}
      />
      {canUpload && <UploadDialog supplierId={supplierId} isOpen={uploading} onClose={closeUpload} />}
      <RemoveDocumentDialog supplierId={supplierId} document={removing} onClose={closeRemove} />
    </>
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/ui/toastQueue';
import styled from 'styled-components';
import { canEditNotes, canSeeNotesPrompt } from '@/platform/auth/profilePolicies';
import { useErrorText } from '@/platform/i18n';
import { useParams } from '@/platform/router';
import { useLanguage } from '@/platform/session';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import type { NoteDto } from '@/services/entityNotes/types';
import { Button, EmptyState, listPagination, PagedTable, type PagedTableColumn } from '@/ui';
import { NoteDialog } from './NoteDialog';
import { NOTE_PAGE_SIZES, useNoteEditor, useNotesPage } from './hooks';
import { formatNoteDate } from './noteDate';

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0; }
`;

/** What the buyer wrote, as text: line breaks kept, markup shown as typed, long words wrapped. */
const Text = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A note's date and time on one line: a wrapped "AM" on its own line reads as a separate value. */
const NoteDate = styled.span`
  white-space: nowrap;
`;

type Editing = { note: NoteDto | null } | null;

/** The Notes tab (spec 02 §2.10): the organisation's notes on this supplier, newest first. */
export function NotesScreen() {
  const { t } = useTranslation('profileNotes');
  const language = useLanguage();
  const errorText = useErrorText();
  const supplierId = Number(useParams().supplierId);
  const canEdit = useProfilePolicy(canEditNotes);
  const isApprover = useProfilePolicy(canSeeNotesPrompt);
  const notes = useNotesPage(supplierId);
  const editor = useNoteEditor(supplierId);
  const [editing, setEditing] = useState<Editing>(null);
  const { change } = notes;
  const { reset } = editor;

  const open = useCallback((note: NoteDto | null) => {
    reset();
    setEditing({ note });
  }, [reset]);

  // A save or removal that succeeded closes the modal, says so, and shows page 1 (the mutation
  // invalidated the notes: the page on screen reloads once).
  const done = editor.status === 'saved' || editor.status === 'removed' ? editor.status : null;
  useEffect(() => {
    if (!done) return;
    setEditing(null);
    reset();
    change({ page: 1 });
    showToast({ title: t(done), tone: 'success' });
  }, [done, change, reset, t]);

  const columns = useMemo<PagedTableColumn<NoteDto>[]>(() => {
    const base: PagedTableColumn<NoteDto>[] = [
      { id: 'author', title: t('columns.author'), width: '15%', cell: (n) => n.lastUpdatedBy },
      { id: 'date', title: t('columns.date'), width: '16%', cell: (n) => <NoteDate>{formatNoteDate(n.lastUpdatedOn, language)}</NoteDate> },
      { id: 'title', title: t('columns.title'), width: '18%', isRowHeader: true, cell: (n) => <Text>{n.title ?? ''}</Text> },
      { id: 'description', title: t('columns.description'), cell: (n) => <Text>{n.description}</Text> },
    ];
    if (!canEdit) return base;
    return [...base, {
      id: 'actions', title: t('columns.actions'), width: 90,
      cell: (n) => (
        <Button variant="link" onPress={() => open(n)} aria-label={n.title ? t('editNoteFor', { title: n.title }) : undefined}>
          {t('edit')}
        </Button>
      ),
    }];
  }, [t, language, canEdit, open]);

  const total = notes.total ?? 0;
  const { page, pageSize } = notes.params;
  const pagination = useMemo(() => listPagination({
    page,
    pageSize,
    total,
    onChange: change,
    pageSizeOptions: NOTE_PAGE_SIZES,
    summary: ({ first, last }) => t('pagination.range', { from: first, to: last, total }),
    label: (name, values) => t(`pagination.${name}`, values),
  }), [page, pageSize, total, change, t]);

  // The add prompt (spec 02 §2.10, §6: supplychain:approver) invites an action, so it shows only
  // to a buyer who may also add notes (suppliersourcing:edit-notes): its sentence and button together.
  const mayPromptToAdd = isApprover && canEdit;
  const emptyState = useMemo(() => (
    <EmptyState
      headingLevel={3}
      heading={t('empty.heading')}
      advice={mayPromptToAdd ? t('empty.prompt') : undefined}
      action={mayPromptToAdd ? <Button onPress={() => open(null)}>{t('addNote')}</Button> : undefined}
    />
  ), [t, mayPromptToAdd, open]);

  return (
    <section aria-labelledby="notes-heading">
      <Header>
        <h2 id="notes-heading">{t('heading')}</h2>
        {canEdit && <Button onPress={() => open(null)}>{t('addNote')}</Button>}
      </Header>
      <PagedTable<NoteDto>
        aria-label={t('listLabel')}
        narrowLayout="cards"
        columns={columns}
        rows={notes.data?.items}
        status={notes.status}
        loadingLabel={t('loading')}
        emptyState={emptyState}
        error={notes.error ? { heading: t('loadFailed'), message: errorText(notes.error), retryLabel: t('tryAgain', { ns: 'common' }), onRetry: notes.retry } : null}
        pagination={pagination}
      />
      {editing && <NoteDialog note={editing.note} editor={editor} onClose={() => setEditing(null)} />}
    </section>
  );
}

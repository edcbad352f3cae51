import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { formatDateTime } from '@/platform/i18n/format';
import { useParams } from '@/platform/router';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import type { ReminderDto, ReminderSortBy } from '@/services/reminders/types';
import {
  Alert, Button, EmptyState, listPagination, PagedTable, type PagedTableColumn, type SortDescriptor,
} from '@/ui';
import { GoalStatus } from './GoalStatus';
import { ReminderModal } from './ReminderModal';
import { REMINDER_PAGE_SIZES, SORTABLE_REMINDER_COLUMNS, useReminders } from './hooks';

const Stack = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  h2 { margin: 0; }
`;

const Goals = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const NO_ROWS: ReminderDto[] = [];

/** The Reminder History tab (spec 02 §2.12): reminders the buyer's organisation sent this supplier. */
export function ReminderHistoryScreen() {
  const { t } = useTranslation('profileReminders');
  const errorText = useErrorText();
  const supplierId = Number(useParams().supplierId);
  const reminders = useReminders(supplierId);
  const { params, change } = reminders;
  const [open, setOpen] = useState<ReminderDto | null>(null);

  // Spec 02 §2.12: the reskinned variant (a community configuration setting, issue 37 item 9) shows
  // sent on, reminder type, sent by and view, in that order; the classic table all seven columns.
  const reskinned = useProfileSubject().profile.reminderHistoryReskin;
  const columns = useMemo<PagedTableColumn<ReminderDto>[]>(() => {
    const type: PagedTableColumn<ReminderDto> = { id: 'reminderTypeName', title: t('columns.reminderType'), isSortable: true, isRowHeader: !reskinned, cell: (r) => r.reminderTypeName };
    const sentOn: PagedTableColumn<ReminderDto> = { id: 'sentOn', title: t('columns.sentOn'), isSortable: true, isRowHeader: reskinned, cell: (r) => formatDateTime(r.sentOn) };
    const sentBy: PagedTableColumn<ReminderDto> = { id: 'sentBy', title: t('columns.sentBy'), isSortable: true, cell: (r) => r.sentBy };
    const view: PagedTableColumn<ReminderDto> = {
      id: 'view', title: t('columns.view'), width: 90,
      cell: (r) => (
        <Button variant="link" onPress={() => setOpen(r)} aria-label={t('viewReminder', { type: r.reminderTypeName, date: formatDateTime(r.sentOn) })}>
          {t('view')}
        </Button>
      ),
    };
    if (reskinned) return [sentOn, type, sentBy, view];
    return [
      type,
      sentOn,
      sentBy,
      { id: 'reason', title: t('columns.reason'), isSortable: true, cell: (r) => r.reason ?? '-' },
      {
        id: 'goals', title: t('columns.goals'),
        cell: (r) => (r.goals.length ? <Goals>{r.goals.map((g) => <li key={g.id}><GoalStatus goal={g} /></li>)}</Goals> : '-'),
      },
      { id: 'status', title: t('columns.status'), isSortable: true, cell: (r) => r.status },
      view,
    ];
  }, [t, reskinned]);

  const sortDescriptor = useMemo<SortDescriptor>(() => ({ column: params.sortName, direction: params.sortOrder === 'asc' ? 'ascending' : 'descending' }), [params.sortName, params.sortOrder]);
  const onSortChange = useMemo(() => ({ column, direction }: SortDescriptor) => {
    if (!SORTABLE_REMINDER_COLUMNS.includes(column as ReminderSortBy)) return;
    change({ sortName: column as ReminderSortBy, sortOrder: direction === 'ascending' ? 'asc' : 'desc' });
  }, [change]);

  const total = reminders.total ?? 0;
  const { page, pageSize } = params;
  const pagination = useMemo(() => listPagination({
    page,
    pageSize,
    total,
    onChange: change,
    pageSizeOptions: REMINDER_PAGE_SIZES,
    summary: ({ first, last }) => t('pagination.range', { from: first, to: last, total }),
    label: (name, values) => t(`pagination.${name}`, values),
  }), [page, pageSize, total, change, t]);

  const emptyState = useMemo(() => <EmptyState headingLevel={3} heading={t('empty')} />, [t]);
  const failed = reminders.status === 'error';

  return (
    <Stack aria-labelledby="reminders-heading">
      <h2 id="reminders-heading">{t('heading')}</h2>
      {/* Spec 02 §8: a failure leaves the table empty with its empty message; this says why, so it is not read as "none". */}
      {failed && reminders.error && (
        <Alert tone="danger" autoCloseMs={null}>
          <p>{t('loadFailed', { reason: errorText(reminders.error) })}</p>
          <Button variant="secondary" onPress={reminders.retry}>{t('tryAgain', { ns: 'common' })}</Button>
        </Alert>
      )}
      <PagedTable<ReminderDto>
        aria-label={t('tableLabel')}
        narrowLayout="cards"
        columns={columns}
        rows={failed ? NO_ROWS : reminders.data?.items}
        status={failed ? 'loaded' : reminders.status}
        loadingLabel={t('loading')}
        emptyState={emptyState}
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        pagination={failed ? undefined : pagination}
      />
      {open && <ReminderModal reminder={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DataTable, type DataTableColumn, type SortDescriptor } from '@/ui';
import { mailtoHref } from '@/lib/dataUrls';
import type { ContactDto } from '@/services/supplier/profileTabTypes';
import { DEFAULT_DIRECTORY_SORT, sortDirectory } from './directorySort';

type Column = 'name' | 'office' | 'phone' | 'email';

const Role = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * The company directory (spec 02 §2.8): name and role, office, phone, email, sortable by name,
 * office and email. Role and office are left out in the Europe variant. The list is whole and
 * small, so it sorts on the page; the sort is the table's own state, not the URL's (the URL's
 * list params belong to the locations table shown on the same summary page).
 */
export function CompanyDirectoryTable({ contacts, europeVariant }: { contacts: ContactDto[]; europeVariant: boolean }) {
  const { t, i18n } = useTranslation('profileContacts');
  const [sort, setSort] = useState<SortDescriptor>(DEFAULT_DIRECTORY_SORT);
  const rows = useMemo(() => sortDirectory(contacts, sort, i18n.language), [contacts, sort, i18n.language]);
  const columns = useMemo<DataTableColumn<Column>[]>(
    () =>
      [
        { id: 'name' as const, title: europeVariant ? t('columns.name') : t('columns.nameAndRole'), isSortable: true, isRowHeader: true },
        !europeVariant && { id: 'office' as const, title: t('columns.office'), isSortable: true },
        { id: 'phone' as const, title: t('columns.phone') },
        { id: 'email' as const, title: t('columns.email'), isSortable: true },
      ].filter((column) => column !== false),
    [t, europeVariant],
  );
  const renderCell = (row: ContactDto, column: Column) => {
    switch (column) {
      case 'name':
        return (
          <>
            {row.keyContact}
            {!europeVariant && row.role && <Role>{row.role}</Role>}
          </>
        );
      case 'office':
        return row.office ?? '';
      case 'phone':
        return row.telephone ?? row.mobile ?? '';
      case 'email': {
        // A mailto link only for an address that passes the email rule; anything else stays text.
        const href = mailtoHref(row.email);
        return href ? <a href={href}>{row.email}</a> : (row.email ?? '');
      }
    }
  };
  return (
    <DataTable<ContactDto, Column>
      aria-label={t('directory.tableLabel')}
      narrowLayout="cards"
      columns={columns}
      rows={rows}
      renderCell={renderCell}
      sortDescriptor={sort}
      onSortChange={setSort}
      emptyState={t('directory.empty')}
    />
  );
}

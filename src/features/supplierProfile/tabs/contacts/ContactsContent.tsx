import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useErrorText } from '@/platform/i18n';
import { ErrorPanel, Spinner } from '@/ui';
import type { ContactDto } from '@/services/supplier/profileTabTypes';
import { Panel, TabBody } from '../panel.styles';
import { CompanyDirectoryTable } from './CompanyDirectoryTable';
import { ContactCard } from './ContactCard';
import { useSupplierContacts } from './useSupplierContacts';

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function CardGroup({ heading, empty, contacts, europeVariant }: { heading: string; empty: string; contacts: ContactDto[]; europeVariant: boolean }) {
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {contacts.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <Cards aria-labelledby={headingId}>
          {contacts.map((contact) => (
            <ContactCard key={contact.id} contact={contact} europeVariant={europeVariant} />
          ))}
        </Cards>
      )}
    </Panel>
  );
}

/**
 * The contacts tab's body (spec 02 §2.8): primary contact cards, favourites and the company
 * directory, each de-duplicated; a clear failure with Try again.
 */
export function ContactsContent({ supplierId, europeVariant }: { supplierId: number; europeVariant: boolean }) {
  const { t } = useTranslation('profileContacts');
  const errorText = useErrorText();
  const directoryHeadingId = useId();
  const { status, data, error, retry } = useSupplierContacts(supplierId);
  if (status === 'error' && error) {
    return <ErrorPanel headingLevel={3} heading={t('loadFailed')} message={errorText(error)} actionLabel={t('common:tryAgain')} onAction={retry} />;
  }
  if (!data) return <Spinner label={t('loading')} />;
  return (
    <TabBody>
      <CardGroup heading={t('primary.heading')} empty={t('primary.empty')} contacts={data.primaryContacts} europeVariant={europeVariant} />
      <CardGroup heading={t('favourites.heading')} empty={t('favourites.empty')} contacts={data.favourites} europeVariant={europeVariant} />
      <Panel aria-labelledby={directoryHeadingId}>
        <h3 id={directoryHeadingId}>{t('directory.heading')}</h3>
        <CompanyDirectoryTable contacts={data.companyDirectoryEntries} europeVariant={europeVariant} />
      </Panel>
    </TabBody>
  );
}

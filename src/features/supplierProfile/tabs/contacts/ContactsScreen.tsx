import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { useSupplierIdParam } from '../useSupplierIdParam';
import { ContactsContent } from './ContactsContent';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  h2 { margin: 0; }
`;

/** The contacts tab (spec 02 §2.8): its heading, like every tab's, then the contact panels. */
export function ContactsScreen() {
  const { t } = useTranslation('profileContacts');
  const supplierId = useSupplierIdParam();
  const { profile } = useProfileSubject();
  return (
    <Section aria-labelledby="contacts-heading">
      <h2 id="contacts-heading">{t('heading')}</h2>
      <ContactsContent supplierId={supplierId} europeVariant={profile.europeVariant} />
    </Section>
  );
}

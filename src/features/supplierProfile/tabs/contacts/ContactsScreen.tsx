import { useTranslation } from 'react-i18next';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { TabBody } from '../panel.styles';
import { useSupplierIdParam } from '../useSupplierIdParam';
import { ContactsContent } from './ContactsContent';

/** The contacts tab (spec 02 §2.8). */
export function ContactsScreen() {
  const { t } = useTranslation('profileContacts');
  const supplierId = useSupplierIdParam();
  const { profile } = useProfileSubject();
  return (
    <TabBody>
      <h2 className="visually-hidden">{t('heading')}</h2>
      <ContactsContent supplierId={supplierId} europeVariant={profile.europeVariant} />
    </TabBody>
  );
}

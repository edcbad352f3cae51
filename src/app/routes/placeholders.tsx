import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@/ui/NotBuiltYet';

// Each export is a lazily loaded route screen that a later issue replaces with the real one.
export function SupplierPlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('screens.supplier')} />;
}
export function InvitePlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('screens.invite')} />;
}

import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from './NotBuiltYet';

// Each export is a lazily loaded route screen that a later issue replaces with the real one.
export function LandingPlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('screens.landing')} />;
}
export function FiltersPlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('screens.filters')} />;
}
export function ResultsPlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('screens.results')} />;
}
export function SupplierPlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('screens.supplier')} />;
}
export function InvitePlaceholder() {
  const { t } = useTranslation();
  return <NotBuiltYet screen={t('screens.invite')} />;
}

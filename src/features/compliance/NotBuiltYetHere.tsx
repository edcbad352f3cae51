import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@/ui/NotBuiltYet';

/** A compliance screen whose part is not built yet says so plainly, under its own name. */
export function NotBuiltYetHere({ screen }: { screen: 'dashboard' | 'level' | 'requirement' | 'detail' | 'workCategories' | 'workCategoriesWidget' | 'workCategory' | 'covid' | 'timeline' | 'connections' | 'connection' | 'connectionsWidget' | 'projectConnection' }) {
  const { t } = useTranslation('complianceSpine');
  return <NotBuiltYet screen={t(`screens.${screen}`)} headingLevel={2} />;
}

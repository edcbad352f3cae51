import { useTranslation } from 'react-i18next';
import type { ProfileTabId } from '@/features/supplierProfile';
import { NotBuiltYet } from '@/ui/NotBuiltYet';

/**
 * Profile screens a later issue builds (compliance, connections, documents, notes…): each says
 * plainly that it is not built yet, under the tab's own name. Each export is a lazy route screen
 * (routeScreens.ts `profileScreens`) that its issue replaces with the real one.
 */
function placeholder(tab: ProfileTabId) {
  return function ProfileTabPlaceholder() {
    const { t } = useTranslation('supplierProfile');
    return <NotBuiltYet screen={t(`placeholders.${tab}`)} headingLevel={2} />;
  };
}

export const RiskAnalyticsPlaceholder = placeholder('riskAnalytics');
export const RiskRadarPlaceholder = placeholder('riskRadar');

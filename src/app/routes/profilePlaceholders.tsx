import { useTranslation } from 'react-i18next';
import type { ProfileTabId } from '@/features/supplierProfile';
import { NotBuiltYet } from './NotBuiltYet';

/**
 * Profile screens a later issue builds (compliance, connections, documents, notes…): each says
 * plainly that it is not built yet, under the tab's own name. Each export is a lazy route screen
 * (routeScreens.ts `profileScreens`) that its issue replaces with the real one.
 */
function placeholder(tab: ProfileTabId | 'projectConnection') {
  return function ProfileTabPlaceholder() {
    const { t } = useTranslation('supplierProfile');
    return <NotBuiltYet screen={t(`placeholders.${tab}`)} headingLevel={2} />;
  };
}

export const CompliancePlaceholder = placeholder('compliance');
export const WorkCategoriesPlaceholder = placeholder('workCategories');
export const ConnectionsPlaceholder = placeholder('connections');
export const ProjectConnectionPlaceholder = placeholder('projectConnection');
export const RiskAnalyticsPlaceholder = placeholder('riskAnalytics');
export const RiskRadarPlaceholder = placeholder('riskRadar');

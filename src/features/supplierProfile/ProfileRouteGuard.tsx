import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { href, Navigate, useParams } from '@/platform/router';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { LockPanel } from '@/ui/LockPanel';
import { NotImplemented } from './components/NotImplemented';
import { accessTo, type ProfileTabId } from './profileTabs';

/**
 * Shows a tab's route only to a buyer the tab table allows (profileTabs.ts `accessTo`): the same
 * rule that shows the tab in the bar.
 */
export function ProfileRouteGuard({ tab, children }: { tab: ProfileTabId; children: ReactNode }) {
  const { t } = useTranslation('supplierProfile');
  const { supplierId = '' } = useParams();
  const access = accessTo(tab, useProfileSubject());
  switch (access) {
    case 'allow':
      return <>{children}</>;
    case 'redirectToProfile':
      return <Navigate to={href.supplier({ supplierId })} replace />;
    case 'lock':
      return (
        <LockPanel heading={t('restricted.heading')}>{t('restricted.message')}</LockPanel>
      );
    case 'notImplemented':
      return <NotImplemented />;
  }
}

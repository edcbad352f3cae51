import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import { EmptyState } from '@/ui';

/**
 * The connections content (spec 03 §6: a component visibility flag of configuration, profile key
 * `connectionsContent`): the tab, its focused, requirement and project views show only where the
 * community allows it; elsewhere the page says so and asks for nothing.
 */
export function ConnectionsContentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('connections');
  const visible = useProfileSubject().profile.connectionsContent;
  if (!visible) return <EmptyState headingLevel={2} heading={t('hiddenByConfiguration')} />;
  return <>{children}</>;
}

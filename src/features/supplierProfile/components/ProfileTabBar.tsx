import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Link } from '@/ui/Link';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { visibleTabs, type ProfileTab } from '../profileTabs';
import { profileTabHref } from '../profilePaths';

const Bar = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  /* Up to 13 tabs: they wrap onto a second row rather than hide past the edge behind a scrollbar. */
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
  @media print { display: none; }
`;

const TabLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
`;

const AlertDot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;

interface ProfileTabBarProps {
  supplierId: number;
  details: SupplierDetailsDto;
  /** The tab whose route is shown (aria-current="page"). */
  current: ProfileTab | null;
}

/**
 * The profile's tabs are routes (spec 02 §2.3), so the bar is a list of links: the browser's own
 * history, middle-click and the router do the rest. Which tabs show comes from profileTabs.ts.
 */
export function ProfileTabBar({ supplierId, details, current }: ProfileTabBarProps) {
  const { t } = useTranslation('supplierProfile');
  const subject = useProfileSubject();
  return (
    <Bar aria-label={t('tabs.label')}>
      <ul>
        {visibleTabs(subject).map((tab) => {
          const alert = tab.alert?.(details) ?? false;
          return (
            <li key={tab.id}>
              <TabLink href={profileTabHref(supplierId, tab.id)} aria-current={current?.id === tab.id ? 'page' : undefined}>
                {t(tab.labelKey)}
                {alert && (
                  <>
                    <AlertDot aria-hidden="true" />
                    <span className="visually-hidden">{t('tabs.issuesAlert', { count: details.consultNoticesCount })}</span>
                  </>
                )}
              </TabLink>
            </li>
          );
        })}
      </ul>
    </Bar>
  );
}

import { useDeferredValue, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Tab, TabList, TabListPlace, TabPanel, TabPlace, Tabs } from '@/ui/Tabs';
import { Spinner } from '@/ui/Spinner';
import { useProfileSubject } from '@/platform/session/profileSelectors';
import type { SupplierDetailsDto } from '@/services/supplier/types';
import { tabHref, visibleTabs, type ProfileTab } from '../profileTabs';
import { TabAfterFrame } from '../TabSuspense';

const column = css`
  /* The header above keeps its own gap; the panel follows the bar closely. */
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;
const ProfileTabs = styled(Tabs)`
  ${column}
`;
const TabsPlace = styled.div`
  display: flex;
  flex-direction: column;
  ${column}
`;

/**
 * Up to 13 tabs on ONE row at every width (issue 38): the row scrolls sideways inside itself when
 * the tabs need more room than the screen, and the current tab is scrolled into view. Tabs are
 * tighter below the laptop breakpoint so more of them fit.
 */
const barLook = css`
  /*
   * One tab's height (its padding, line and 3 px underline), kept while react-aria's tab list
   * renders its first, empty pass: the tab panel below then never moves when the tabs come.
   */
  min-height: calc(2 * ${({ theme }) => theme.space.sm} + ${({ theme }) => theme.fontSizes.sm} * ${({ theme }) => theme.lineHeights.normal} + 3px);
  flex-wrap: nowrap;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: thin;
  gap: 0;
  /* Shadows at an edge with more tabs past it (they scroll with the content: Lea Verou's technique). */
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, transparent) left / 32px 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, transparent) right / 32px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgba(0, 0, 0, 0.18), transparent) left / 12px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgba(0, 0, 0, 0.18), transparent) right / 12px 100% no-repeat scroll;
  @media print { display: none; }
  > * {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    flex: 0 0 auto;
    padding: ${({ theme }) => `${theme.space.sm} 10px`};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
const Bar = styled(TabList)`
  ${barLook}
` as typeof TabList;
const BarPlace = styled(TabListPlace)`
  ${barLook}
`;

const AlertDot = styled.span`
  display: inline-block;
  flex: 0 0 auto;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
`;

const NO_TAB = 'none';

/**
 * Rendered inside the selected tab: scrolls the row (never the page) so that tab is in view, with a
 * little of its neighbours, whenever a tab becomes the selected one.
 */
function KeepInView() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // The tab holding this marker, in its row (the interactive tabs or their static place).
    const tab = ref.current?.parentElement;
    const row = tab?.parentElement;
    if (!tab || !row) return;
    const margin = 32;
    const left = tab.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    const right = left + tab.offsetWidth;
    if (left - margin < row.scrollLeft) row.scrollLeft = Math.max(0, left - margin);
    else if (right + margin > row.scrollLeft + row.clientWidth) row.scrollLeft = right + margin - row.clientWidth;
  }, []);
  return <span ref={ref} hidden />;
}

interface ProfileTabBarProps {
  supplierId: number;
  details: SupplierDetailsDto;
  /** The tab whose route is shown (selected); null on a path no tab owns. */
  current: ProfileTab | null;
  /** The current route's screen: the selected tab's panel. */
  children: ReactNode;
}

/**
 * The profile's tabs (spec 02 §2.3) as a react-aria tab list whose tabs are links to their routes:
 * arrow keys move between tabs, Enter or Space opens one (manual activation: the buyer is not
 * taken through every tab's route on the way), the current tab is announced as selected, and the
 * route's screen is its tab panel. Which tabs show comes from profileTabs.ts.
 */
export function ProfileTabBar({ supplierId, details, current, children }: ProfileTabBarProps) {
  const { t } = useTranslation('supplierProfile');
  const subject = useProfileSubject();
  const tabs = visibleTabs(subject);
  // A route no shown tab owns (an unknown path, a tab hidden for this buyer) selects none.
  const currentId = current && tabs.some((tab) => tab.id === current.id) ? current.id : null;
  // When the supplier first arrives the header (the page's largest paint) commits on its own, with
  // the tabs' static place below it; the interactive tabs (react-aria's collection, the costliest
  // part of the frame) follow in a transition (issue 39). Switching tabs keeps this mounted.
  const tabsShown = useDeferredValue(true, false);

  if (!tabsShown) {
    return (
      <TabsPlace>
        <BarPlace>
          {tabs.map((tab) => (
            <TabPlace key={tab.id} data-selected={tab.id === currentId || undefined}>
              {tab.id === currentId && <KeepInView />}
              {t(tab.labelKey)}
              {(tab.alert?.(details) ?? false) && <AlertDot />}
            </TabPlace>
          ))}
        </BarPlace>
        <Spinner label={t('common:loading')} />
      </TabsPlace>
    );
  }

  return (
    // On a path no shown tab owns, a key no tab has: none is marked selected (undefined would select the first).
    <ProfileTabs selectedKey={currentId ?? NO_TAB} keyboardActivation="manual">
      <Bar aria-label={t('tabs.label')}>
        {tabs.map((tab) => {
          const alert = tab.alert?.(details) ?? false;
          return (
            <Tab key={tab.id} id={tab.id} href={tabHref(tab.id, supplierId)}>
              {({ isSelected }) => (
                <>
                  {isSelected && <KeepInView />}
                  {t(tab.labelKey)}
                  {alert && (
                    <>
                      <AlertDot aria-hidden="true" />
                      <span className="visually-hidden">{t('tabs.issuesAlert', { count: details.consultNoticesCount })}</span>
                    </>
                  )}
                </>
              )}
            </Tab>
          );
        })}
      </Bar>
      {/*
        One boundary for every tab, above the panel: a tab switch (the router's transition) then keeps
        the tab on screen until the next one's code and texts are in, instead of a new boundary's
        spinner each time and React's 300 ms hold on revealing what replaced it (issue 39).
      */}
      <TabAfterFrame>
        {/* Keyed by the tab: a panel reused under a new id kept the old one a moment (the tab's aria-controls then pointed nowhere). */}
        {currentId ? (
          <TabPanel key={currentId} id={currentId}>
            {children}
          </TabPanel>
        ) : (
          children
        )}
      </TabAfterFrame>
    </ProfileTabs>
  );
}

import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { useIsBelow } from '@/ui/useIsBelow';
import { lazyScreen } from '@/platform/async/lazyScreen';
import { SecondaryPart } from '@/platform/async/SecondaryPart';
import { useFirstContentShown } from '@/platform/firstContent';
import { useLocation } from '@/platform/router';
import { useIdentity } from '@/platform/session';
import { SideNav } from './Shell.styles';

// A SecondaryPart: items whose code cannot be fetched leave the menu empty until the next navigation.
const MenuItems = lazyScreen(() => import('./MenuItems'), 'default');

/**
 * The platform menu. It opens and closes only with its toggle button: Escape deliberately does not
 * close it (spec 01 §2 Shell). On screens narrower than a tablet it sits above the page and starts
 * folded, so the page keeps the full width.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const userId = useIdentity()?.userId;
  const small = useIsBelow('tablet');
  const [open, setOpen] = useState(!small);
  // The items are a secondary part: they come once the first screen's main content has painted.
  const itemsWanted = useFirstContentShown();
  const { pathname } = useLocation();
  const noItems = <ul id="platform-menu" />;
  return (
    <SideNav $open={open} aria-label={t('shell.menu')}>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls="platform-menu" onPress={() => setOpen(!open)}>
        {open ? t('shell.collapseMenu') : t('shell.expandMenu')}
      </Button>
      {userId === undefined || !itemsWanted ? noItems : (
        <SecondaryPart fallback={noItems} retryKey={pathname}>
          <Suspense fallback={noItems}>
            <MenuItems userId={userId} />
          </Suspense>
        </SecondaryPart>
      )}
    </SideNav>
  );
}

import { useState } from 'react';
import { webUrl } from '@/lib/dataUrls';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { useIsBelow } from '@/ui/useIsBelow';
import { useFlag } from '@/platform/session';
import { useAppSelector } from '../hooks';
import { selectMenu } from './shellSlice';
import { SideNav } from './Shell.styles';

/**
 * The platform menu. The limited menu flag keeps only items marked limited. It opens and closes
 * only with its toggle button: Escape deliberately does not close it (spec 01 §2 Shell). On
 * screens narrower than a tablet it sits above the page and starts folded, so the page keeps the
 * full width.
 */
export function SideMenu() {
  const { t } = useTranslation();
  const menu = useAppSelector(selectMenu);
  const limited = useFlag('isLimitedMenuEnabled');
  const small = useIsBelow('tablet');
  const [open, setOpen] = useState(!small);
  // The claims service's URLs are data: an item whose URL is no web page (javascript:, data:…) is left out.
  const items = (menu.data ?? [])
    .filter((item) => !limited || item.limited)
    .flatMap((item) => {
      const href = webUrl(item.url);
      return href ? [{ ...item, href }] : [];
    });
  return (
    <SideNav $open={open} aria-label={t('shell.menu')}>
      <Button variant="secondary" size="sm" aria-expanded={open} aria-controls="platform-menu" onPress={() => setOpen(!open)}>
        {open ? t('shell.collapseMenu') : t('shell.expandMenu')}
      </Button>
      <ul id="platform-menu">
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
      {menu.status === 'error' && <p role="status">{t('shell.menuFailed')}</p>}
    </SideNav>
  );
}

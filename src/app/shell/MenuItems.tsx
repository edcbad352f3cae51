import { useTranslation } from 'react-i18next';
import { webUrl } from '@/lib/dataUrls';
import { useResource } from '@/platform/resource';
import { useFlag } from '@/platform/session';
import { platformMenu } from '@/services/claims/claimsResources';

/**
 * The menu's items from the claims service, in the buyer's language. Its own chunk, loaded right
 * after the first render (the items come with a call anyway), so the landing's first load stays
 * small. The limited menu flag keeps only items marked limited.
 */
export default function MenuItems({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const menu = useResource(platformMenu, { userId });
  const limited = useFlag('isLimitedMenuEnabled');
  // The claims service's URLs are data: an item whose URL is no web page (javascript:, data:…) is left out.
  const items = (menu.data ?? [])
    .filter((item) => !limited || item.limited)
    .flatMap((item) => {
      const href = webUrl(item.url);
      return href ? [{ ...item, href }] : [];
    });
  return (
    <>
      <ul id="platform-menu">
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
      {menu.status === 'error' && <p role="status">{t('shell.menuFailed')}</p>}
    </>
  );
}

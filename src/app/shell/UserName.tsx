import { useTranslation } from 'react-i18next';
import { useResource } from '@/platform/resource';
import { userSettings } from '@/services/claims/claimsResources';

/** The signed-in user's name as user settings have it (the identity's until they arrive). Its own chunk, like the menu's items. */
export default function UserName({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const settings = useResource(userSettings, {});
  const name = settings.data ? `${settings.data.firstName} ${settings.data.lastName}` : fallback;
  return <span aria-label={t('shell.signedInAs', { name })}>{name.trim()}</span>;
}

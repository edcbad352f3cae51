import { defineResource } from '@/platform/resource';
import { IN_BUYER_LANGUAGE } from '../buyerLanguage';
import { getMenu, getUserSettings } from './claimsService';

// Read by the shell's menu items and user name (each its own small chunk); the language list and
// its save are in languageResources.ts.

/** The platform menu (the shell's side menu), named in the buyer's language. */
export const platformMenu = defineResource({
  name: 'claims/menu',
  load: async ({ userId }: { userId: string }) => (await getMenu(userId)).items,
  provides: () => [IN_BUYER_LANGUAGE],
  transition: true,
});

/** The signed-in user's settings (the header's name). */
export const userSettings = defineResource({
  name: 'claims/userSettings',
  load: (_args: Record<string, never>) => getUserSettings(),
  transition: true,
});

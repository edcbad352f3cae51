import { paths } from '@/platform/router';
import { profileTab, type ProfileTabId } from './profileTabs';

/** Sub-routes below /supplier/:supplierId that are not tabs (spec 02 §2.2). */
export const PROFILE_ROUTES = {
  print: 'print',
  /** Legacy address kept as a redirect to the risk analytics summary. */
  reporting: 'reporting',
  projectConnection: 'project-connection/:projectId',
  /** Any path containing it looks up the public profile id first (spec 02 §2.1). */
  publicRedirect: 'public-redirect',
} as const;

/**
 * The bare profile path opens the overview (the spec allows summary or overview): the overview is
 * always shown, while the summary tab depends on the community.
 */
export const DEFAULT_PROFILE_TAB: ProfileTabId = 'overview';

export const profileRoot = (supplierId: string | number) => paths.supplier(supplierId);
export const profileTabHref = (supplierId: string | number, tab: ProfileTabId) => `${paths.supplier(supplierId)}/${profileTab(tab).path}`;
export const profilePrintHref = (supplierId: string | number) => `${paths.supplier(supplierId)}/${PROFILE_ROUTES.print}`;

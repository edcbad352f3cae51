import { canInvite } from '@/platform/auth/policies';
import { componentVisible, type RouteRule } from '@/platform/auth/routeRules';
import { APP_ROUTES } from '@/platform/router';

/**
 * Who may open each gated route, by route pattern (platform/auth/routeRules): read by the route's
 * element through <RouteGuard>. The same policies gate the buttons that lead there and the sagas
 * that act. Imported only by the lazy route modules, so the landing's first load does not carry it.
 */
export const routeRules = {
  [APP_ROUTES.invite]: [
    // Spec 01 §2: without the invite-supplier component the buyer is sent to /.
    { allow: componentVisible('inviteSupplier'), otherwise: { redirectTo: '/' } },
    { allow: canInvite, otherwise: { refuse: 'inviteSupplier' } },
  ],
} satisfies Partial<Record<string, readonly RouteRule[]>>;

import { InviteSupplierScreen } from '@/features/invite/InviteSupplierScreen';
import { RouteGuard } from '@/platform/auth/RouteGuard';
import { APP_ROUTES } from '@/platform/router';
import { routeRules } from './routeRules';

/** /invite-supplier behind its rules (routeRules): a buyer the invite rule refuses never reaches the form. */
export function InviteRoute() {
  return (
    <RouteGuard rules={routeRules[APP_ROUTES.invite]}>
      <InviteSupplierScreen />
    </RouteGuard>
  );
}

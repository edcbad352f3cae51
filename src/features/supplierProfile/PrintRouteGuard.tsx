import type { ReactNode } from 'react';
import { canPrintProfile } from '@/platform/auth/profilePolicies';
import { href, Navigate, useParams } from '@/platform/router';
import { useProfilePolicy } from '@/platform/session/profileSelectors';

/**
 * The print view only where the buyer is offered print (the community's print setting, spec 02 §6):
 * the rule that shows the menu's Print profile and takes Ctrl+P. A link to it elsewhere opens the
 * profile, as a tab the buyer may not see does.
 */
export function PrintRouteGuard({ children }: { children: ReactNode }) {
  const { supplierId = '' } = useParams();
  const allowed = useProfilePolicy(canPrintProfile);
  return allowed ? <>{children}</> : <Navigate to={href.supplier({ supplierId })} replace />;
}

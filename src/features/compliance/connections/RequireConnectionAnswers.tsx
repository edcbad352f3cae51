import type { ReactNode } from 'react';
import { canViewConnectionAnswers } from '@/platform/auth/connectionPolicies';
import { href, Navigate, Outlet, useParams } from '@/platform/router';
import { useProfilePolicy } from '@/platform/session/profileSelectors';

/**
 * A requirement opened from the connections path needs suppliersourcing:view-connection-answers;
 * without it the buyer goes to the supplier's connections page (spec 03 §6). Its children, or the
 * routes below it in the route tree.
 */
export function RequireConnectionAnswers({ children }: { children?: ReactNode }) {
  const supplierId = useParams().supplierId ?? '';
  const allowed = useProfilePolicy(canViewConnectionAnswers);
  if (!allowed) return <Navigate to={href.supplier.connections({ supplierId })} replace />;
  return children === undefined ? <Outlet /> : <>{children}</>;
}

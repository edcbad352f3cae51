import type { ReactNode } from 'react';
import { canViewConnectionAnswers } from '@/platform/auth/connectionPolicies';
import { Navigate, useParams } from '@/platform/router';
import { useProfilePolicy } from '@/platform/session/profileSelectors';
import { connectionPaths } from './connectionPaths';

/**
 * A requirement opened from the connections path needs suppliersourcing:view-connection-answers;
 * without it the buyer goes to the supplier's connections page (spec 03 §6).
 */
export function RequireConnectionAnswers({ children }: { children: ReactNode }) {
  const supplierId = Number(useParams().supplierId);
  const allowed = useProfilePolicy(canViewConnectionAnswers);
  return allowed ? <>{children}</> : <Navigate to={connectionPaths.list(supplierId)} replace />;
}

import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate } from '../router';
import { selectPolicySubject } from '../session/policySelectors';
import { NotAuthorisedScreen } from './NotAuthorisedScreen';
import { judgeRoute, type RouteRule } from './routeRules';

/**
 * Renders a route's screen only when every rule allows it (platform/auth/routeRules): otherwise
 * redirects, or shows the not-authorised screen. The button and the saga ask the same policies,
 * so a hidden button is never the only thing standing between a buyer and a gated action.
 * Used inside a lazy route module (app/routes/InviteRoute.tsx), so neither it nor the
 * not-authorised screen weighs on the landing's first load; the route's boundary suspends while
 * the screen's words load.
 */
export function RouteGuard({ rules, children }: { rules: readonly RouteRule[]; children: ReactNode }) {
  const subject = useSelector(selectPolicySubject);
  const verdict = judgeRoute(rules, subject);
  if (verdict.allowed) return <>{children}</>;
  const { refusal } = verdict;
  if ('redirectTo' in refusal) return <Navigate to={refusal.redirectTo} replace />;
  return <NotAuthorisedScreen action={refusal.refuse} />;
}

import { useTranslation } from 'react-i18next';

/**
 * Loads the connections' texts (and the requirement table's) while the route's own chunk loads,
 * outside ComplianceFeatureGate. Inside it the gate's first render is an ordinary update, so a
 * namespace still loading there showed the fallback and React held the screen back ~300 ms
 * (its Suspense reveal throttle); here the wait falls in the router's transition, old screen kept.
 */
export function useConnectionTexts() {
  useTranslation(['connections', 'compliance']);
}

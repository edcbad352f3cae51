import type { ReactNode } from 'react';
import { FeatureGate } from '@/platform/async/FeatureGate';
import { COMPLIANCE_STORE_KEY, complianceReducer, complianceSaga } from './complianceStore';

/** The compliance area's sagas join the store when one of its screens first renders. */
export function ComplianceFeatureGate({ children }: { children: ReactNode }) {
  return (
    <FeatureGate storeKey={COMPLIANCE_STORE_KEY} reducer={complianceReducer} saga={complianceSaga}>
      {children}
    </FeatureGate>
  );
}

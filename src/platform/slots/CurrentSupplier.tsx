import { createContext, useContext, type ReactNode } from 'react';
import type { SupplierDetailsDto } from '@/services/supplier/types';

const CurrentSupplierContext = createContext<SupplierDetailsDto | null>(null);

/**
 * The supplier whose full profile is open, given by the profile's layout to every screen in its
 * outlet — including screens of other features (compliance, connections) that cannot import the
 * profile feature: its name, reference number, company number and so on, loaded once.
 */
export function CurrentSupplierProvider({ details, children }: { details: SupplierDetailsDto; children: ReactNode }) {
  return <CurrentSupplierContext.Provider value={details}>{children}</CurrentSupplierContext.Provider>;
}

/** The open profile's supplier details; throws outside a profile (a screen rendered in the wrong place). */
export function useCurrentSupplier(): SupplierDetailsDto {
  const details = useContext(CurrentSupplierContext);
  if (!details) throw new Error('useCurrentSupplier is used outside a supplier profile');
  return details;
}

/** The open profile's supplier details, or null where none is loaded (a screen that says so itself). */
export function useLoadedSupplier(): SupplierDetailsDto | null {
  return useContext(CurrentSupplierContext);
}

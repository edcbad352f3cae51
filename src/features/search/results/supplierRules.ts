import type { SupplierGoal, SupplierOffice, SupplierSearchResult } from '@/services/search/types';

/**
 * How a result row reads, defined once. The supplier's level is its membership-level goal: the one
 * goal carrying a buyerMaturityCode (L1–L4). A supplier is verified when that level goal is
 * maturity-compliant (status Verified); without a level goal it is not verified.
 */
export const levelGoal = (supplier: SupplierSearchResult): SupplierGoal | undefined =>
  supplier.goals.find((goal) => goal.buyerMaturityCode != null);

export const isVerified = (supplier: SupplierSearchResult): boolean => levelGoal(supplier)?.maturityCompliance === true;

/** The head office, else the first office listed. */
export const headOffice = (supplier: SupplierSearchResult): SupplierOffice | undefined =>
  supplier.offices.find((office) => office.headOffice) ?? supplier.offices[0];

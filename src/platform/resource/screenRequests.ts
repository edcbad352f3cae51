import type { UnknownAction } from '@reduxjs/toolkit';
import type { ProfileSubject } from '@/platform/auth/profilePolicies';

/** Where a supplier's screen is about to show: the supplier, its route's own params, the query, the buyer. */
export interface SupplierScreenAt {
  supplierId: number;
  /** The params of the routes below /supplier/:supplierId (a requirement's id…). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  subject: ProfileSubject;
}

/**
 * What a supplier screen's first view reads, as prefetches (`prefetchRequested`): asked for as a
 * link to the screen is followed, so the calls run while its code, texts and render do, and the
 * screen's own reads join them. Built from the same arguments as the screen's reads, and only the
 * reads the screen makes for this buyer: a prefetch the screen would not make is a call it should not.
 */
export type SupplierScreenRequests = (at: SupplierScreenAt) => UnknownAction[];

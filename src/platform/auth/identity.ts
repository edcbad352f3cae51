import type { CommunityCode, Language } from '../config/types';
import type { Permission } from './permissions';

/** What the app knows about the signed-in buyer, whichever provider signed them in. */
export interface Identity {
  userId: string;
  userAccountId: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Buyer organisation (account) id: the flag context and logo lookup use it. */
  orgAccountId: number;
  organisationId: number;
  community: CommunityCode;
  language: Language;
  permissions: Permission[];
  /** Account restricted to supply-chain search (spec 01 §4). */
  isSupplyChainOnly: boolean;
  /** Name of the support user acting as this buyer, when impersonated. */
  impersonatedBy: string | null;
  /** Organisation logo; when absent the logo service is asked. */
  logoURL: string | null;
  /**
   * 'supplier' for a supplier's own user (spec 03 §1 names them as viewers), whose associated
   * supplier entity id the compliance pages need; a buyer otherwise (also when absent).
   */
  accountType?: 'buyer' | 'supplier';
  /** The supplier entity the user is associated with (application claim supplierEntityId); null or absent when none. */
  supplierEntityId?: number | null;
}

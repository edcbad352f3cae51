import { selectCan, selectComponentVisible, selectConfig, type SessionState } from '@/platform/session';
import type { SearchSessionState } from './searchSessionSlice';

type State = { searchSession: SearchSessionState; session: SessionState };

// ---- permission rules (spec 01 §6), defined once ------------------------------------------------

const readOnlySourcing = selectCan('suppliersourcing:readonly');

/** Row selection is hidden for read-only sourcing. */
export const selectCanSelectRows = (s: State) => !readOnlySourcing(s);

/** Add to supply chain: the component, supplychain:access, and neither read-only permission. */
export const selectCanAddToSupplyChain = (s: State) =>
  selectComponentVisible('addToSupplyChain')(s) &&
  selectCan('supplychain:access')(s) &&
  !selectCan('supplychain:readonly')(s) &&
  !readOnlySourcing(s);

/** Invite supplier: onboarding and supply-chain access, without read-only sourcing. */
export const selectCanInvite = (s: State) =>
  selectCan('onboarding:access')(s) && selectCan('supplychain:access')(s) && !readOnlySourcing(s);

/** The level column: the community shows it and the buyer holds the levels-column permission. */
export const LEVELS_COLUMN_PERMISSION = 'suppliersourcing:levels-column' as const;
export const selectCanSeeLevels = (s: State) =>
  selectComponentVisible('levelsColumn')(s) && selectCan(LEVELS_COLUMN_PERMISSION)(s);

export const selectCanCreateOrganisation = (s: State) => !readOnlySourcing(s);
export const selectHasOnboarding = selectCan('onboarding:access');
export const selectProductHostUrl = (s: State) => selectConfig(s)?.productHostUrl ?? '/';

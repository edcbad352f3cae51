import { selectCan, selectComponentVisible, type SessionState } from '@/platform/session';

type State = { session: SessionState };

// Add to supply chain, invite, row selection and create-organisation are platform policies
// (platform/auth/policies), shared with segments, invite and the profile. Only the search's own rule lives here.

/** The level column: the community shows it and the buyer holds the levels-column permission. */
export const LEVELS_COLUMN_PERMISSION = 'suppliersourcing:levels-column' as const;
export const selectCanSeeLevels = (s: State) =>
  selectComponentVisible('levelsColumn')(s) && selectCan(LEVELS_COLUMN_PERMISSION)(s);

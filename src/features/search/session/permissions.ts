import { maySeeLevelsColumn } from '@/platform/auth/identityRules';
import { selectComponentVisible, selectIdentity, type SessionState } from '@/platform/session';

type State = { session: SessionState };

// Add to supply chain, invite, row selection and create-organisation are platform policies
// (platform/auth/policies), shared with segments, invite and the profile. Only the search's own rule lives here.

/** The level column: the community shows it and the buyer holds the levels-column permission (the mock's goal-status rule too). */
export const selectCanSeeLevels = (s: State) =>
  selectComponentVisible('levelsColumn')(s) && maySeeLevelsColumn(selectIdentity(s));

import { can } from './can';
import type { ProfilePolicy } from './profilePolicies';

/**
 * The connections area's rules (spec 03 §6), beside profilePolicies: suppliersourcing:view-connection-answers
 * opens a requirement from the connections path (without it the buyer goes back to the supplier's
 * connections page) and shows View in the connections' requirement lists.
 */
export const canViewConnectionAnswers: ProfilePolicy = ({ identity }) => can(identity, 'suppliersourcing:view-connection-answers');

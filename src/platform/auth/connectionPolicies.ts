import { mayViewAnswers, mayViewComplianceAnswers, mayViewConnectionAnswers } from './identityRules';
import type { ProfilePolicy } from './profilePolicies';

/**
 * The compliance and connections areas' rules (spec 03 §6), beside profilePolicies, on the identity
 * rules the mock platform's requirement endpoints declare: suppliersourcing:view-connection-answers
 * opens a requirement from the connections path (without it the buyer goes back to the supplier's
 * connections page) and shows View in the connections' requirement lists.
 */
export const canViewConnectionAnswers: ProfilePolicy = ({ identity }) => mayViewConnectionAnswers(identity);

/** suppliersourcing:view-compliance-answers: the same from the compliance path (View in its lists, the requirement page). */
export const canViewComplianceAnswers: ProfilePolicy = ({ identity }) => mayViewComplianceAnswers(identity);

/**
 * A requirement's answers from either path: what an answer's file download asks. The file's address
 * does not say which page offered it (nor can the server tell), and each page asks its own rule above.
 */
export const canViewAnswers: ProfilePolicy = ({ identity }) => mayViewAnswers(identity);

import type { ComponentVisibility } from '../config/types';
import type { Flags } from '../flags/flags';
import { can } from './can';
import type { Identity } from './identity';
import { mayInvite, mayManageInternalData, mayReadSupplyChain, mayUseOnboarding, mayWriteSupplyChain } from './identityRules';

/**
 * What a policy looks at: the buyer's permissions and the community's component visibility.
 * Policies are pure, so the search, segments, invite and profile features ask the same question
 * and get the same answer (spec 01 §6, spec 02 §6).
 */
export interface PolicySubject {
  identity: Pick<Identity, 'permissions'> | null;
  components: Partial<ComponentVisibility>;
  /** The flags a policy depends on (free buyer access); absent means every flag off. */
  flags?: Partial<Flags>;
}

export type Policy = (subject: PolicySubject) => boolean;

/** suppliersourcing:readonly hides row selection and the invite button and disables creating an organisation. */
export const isReadOnlySourcing: Policy = ({ identity }) => can(identity, 'suppliersourcing:readonly');

/**
 * Add to supply chain (spec 01 §6, spec 02 §2.5): the community's addToSupplyChain component,
 * supplychain:access, and neither supplychain:readonly nor suppliersourcing:readonly.
 */
export const canAddToSupplyChain: Policy = (subject) => subject.components.addToSupplyChain === true && mayWriteSupplyChain(subject.identity);

/**
 * Invite supplier (spec 01 §6, spec 02 §2.15): onboarding:access and supplychain:access, not read-only.
 * The results button, the /invite-supplier route guard, the invite saga and the mock's
 * POST /invite/supplier all ask this one rule. Screens add their own feature flag on top (the
 * profile's inviteSupplierCtaEnabled).
 */
export const canInvite: Policy = ({ identity }) => mayInvite(identity);

/**
 * Send an invitation from the Invite Supplier screen: the community's invite-supplier component, which
 * the route needs (spec 01 §2: without it the buyer is sent to /), and canInvite, which it then asks.
 * The route's two rules and the send's rule are these two; the invite service checks canInvite's half.
 */
export const canSendInvitation: Policy = (subject) => subject.components.inviteSupplier === true && canInvite(subject);

/** onboarding:access: the invite screen and every hand-off to onboarding (invite, create organisation, segment upgrade). */
export const canUseOnboarding: Policy = ({ identity }) => mayUseOnboarding(identity);

/** supplychain:access: segments, creating segments, an organisation unit's supply-chain data (spec 01 §6). */
export const canUseSupplyChain: Policy = ({ identity }) => mayReadSupplyChain(identity);

/** suppliersourcing:buyer-manage-internal-data: the organisation's custom-field sections as search filters (spec 01 §6). */
export const canManageInternalData: Policy = ({ identity }) => mayManageInternalData(identity);

/**
 * Row selection on results: hidden for read-only sourcing (spec 01 §6), and whenever no selection
 * action is available. The actions are add to supply chain and Compare (issue 41, a buyer's
 * shortlist): a supply-chain buyer who may not add (supplychain:readonly, or a community without
 * the add component) still compares. Without supplychain:access (a supplier's own user, the French
 * limited buyer) there is neither.
 */
export const canSelectRows: Policy = (subject) =>
  !isReadOnlySourcing(subject) && (canAddToSupplyChain(subject) || canUseSupplyChain(subject));

/**
 * A French limited buyer with free buyer access may use the landing page only (spec 01 §2): the
 * routes send them back there, and the landing page says why instead of opening results.
 */
export const isLimitedToLanding: Policy = ({ identity, flags }) =>
  can(identity, 'pkg-frenchlimitedbuyer:access') && flags?.freeBuyerAccessEnabled === true;

/**
 * Saved searches (issue 40, beyond the spec): every buyer's own, except a buyer the app keeps on the
 * landing page, to whom the list and Save search are not offered and whose saved-search calls the
 * platform refuses (they are not landing calls). Their changes and runs ask it before calling.
 */
export const canUseSavedSearches: Policy = (subject) => !isLimitedToLanding(subject);

/**
 * Export (spec 01 §2, §6): the exportSearchResultsEnabled flag alone; the spec names no permission,
 * so the search service (which cannot see flags) serves the export's page to every buyer. The Export
 * button, its place in the toolbar and the export saga all ask this.
 */
export const canExportSearchResults: Policy = ({ flags }) => flags?.exportSearchResultsEnabled === true;

/** "Create new" organisation is disabled for read-only sourcing. */
export const canCreateOrganisation: Policy = (subject) => !isReadOnlySourcing(subject);

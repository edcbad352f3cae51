/**
 * Requirements gated by a feature toggle, the buyer's parent organisation and the environment (spec
 * 03 §6), as one typed table: a gated requirement stays listed, and its 'See responses' (the View
 * into its answers) shows only when every check of its rule passes. A requirement on the excluded
 * list is not listed at all (the spec's list is empty).
 */

/** The environment a deployment runs in: its LaunchDarkly environment label, "Local" read as "dev". */
export type EnvironmentName = string;

export interface RequirementGate {
  /** What the rule is for, for whoever reads the table. */
  purpose: string;
  /** The requirement's id in each environment (the same requirement has another id per environment); `other` for the rest. */
  requirementIdByEnvironment: Record<EnvironmentName, number> & { other: number };
  /** A toggle of config.json `flags` (or LaunchDarkly) that must be on. */
  toggle: string;
  /** Parent organisation account ids whose buyers may see its responses. */
  parentOrganisationAccountIds: readonly number[];
}

/** Spec 03 §6: the special-case requirement is 145 in production and 118 in every other environment. */
export const REQUIREMENT_GATES: readonly RequirementGate[] = [
  {
    purpose: 'A pilot requirement whose responses only the piloting organisation may open',
    requirementIdByEnvironment: { production: 145, other: 118 },
    toggle: 'pilotRequirementResponsesEnabled',
    parentOrganisationAccountIds: [1001],
  },
];

/** Requirements never listed (spec 03 §6: the list is empty). */
export const EXCLUDED_REQUIREMENT_IDS: readonly number[] = [];

export interface RequirementGateContext {
  environment: EnvironmentName;
  /** Toggles that are on: the session's resolved flags over config.json's. */
  toggles: Readonly<Record<string, boolean | undefined>>;
  parentOrganisationAccountId: number;
}

/** The environment of a deployment: its LaunchDarkly environment label (lower case, "Local" as "dev"); "dev" without one. */
export const environmentOf = (launchDarklyEnvironment: string | null | undefined): EnvironmentName => {
  const label = (launchDarklyEnvironment ?? 'dev').trim().toLowerCase();
  return label === 'local' || label === '' ? 'dev' : label;
};

const idIn = (gate: RequirementGate, environment: EnvironmentName) =>
  gate.requirementIdByEnvironment[environment] ?? gate.requirementIdByEnvironment.other;

/** Whether a requirement is listed at all. */
export const isRequirementListed = (requirementId: number) => !EXCLUDED_REQUIREMENT_IDS.includes(requirementId);

/** Whether 'See responses' shows for a requirement: always for an ungated one; for a gated one only when every check passes. */
export function maySeeResponses(requirementId: number, context: RequirementGateContext): boolean {
  if (!isRequirementListed(requirementId)) return false;
  const gate = REQUIREMENT_GATES.find((g) => idIn(g, context.environment) === requirementId);
  if (!gate) return true;
  return context.toggles[gate.toggle] === true && gate.parentOrganisationAccountIds.includes(context.parentOrganisationAccountId);
}

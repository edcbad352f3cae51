import type { RequirementDetailRowDto } from '@/services/compliance/complianceDetailsTypes';

/** Standards in the spec's display order (spec 03 §9); any other standard follows, alphabetically. */
export const STANDARD_ORDER = [
  'Identity',
  'Financials',
  'Insurances',
  'Corporate and Professional Standing',
  'Health and safety',
  'Equal Opportunity and Diversity',
  'Environmental Management',
  'Quality Management',
  'Building Information Modelling (BIM)',
  'Corporate and Social Responsibility',
  'Onsite Audit',
  'Data Sharing Trades',
  'Data Sharing Status',
] as const;

export type GroupBy = 'standards' | 'level';
export const DEFAULT_GROUP_BY: GroupBy = 'standards';

export interface RequirementGroup {
  key: string;
  name: string;
  rows: RequirementDetailRowDto[];
}

const byOrder = (a: RequirementDetailRowDto, b: RequirementDetailRowDto) => a.requirementOrder - b.requirementOrder;
const requirementKey = (row: RequirementDetailRowDto) => row.requirementId ?? row.requirementVersionId;

function standardRank(name: string): number {
  const index = (STANDARD_ORDER as readonly string[]).findIndex((s) => s.toLowerCase() === name.trim().toLowerCase());
  return index === -1 ? STANDARD_ORDER.length : index;
}

/**
 * The Levels detail's groups (spec 03 §2, §9). By standards: the standards in display order, each
 * requirement once (the first level that holds it). By level: levels by display order descending.
 * Within a group, rows keep the server's requirement order.
 */
export function groupRequirements(rows: RequirementDetailRowDto[], groupBy: GroupBy): RequirementGroup[] {
  const groups = new Map<string, RequirementGroup & { rank: number }>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (groupBy === 'standards') {
      const unique = `${row.groupName}|${requirementKey(row)}`;
      if (seen.has(unique)) continue;
      seen.add(unique);
    }
    const key = groupBy === 'standards' ? row.groupName : String(row.goalId);
    const group = groups.get(key) ?? { key, name: groupBy === 'standards' ? row.groupName : row.goalName, rows: [], rank: groupBy === 'standards' ? standardRank(row.groupName) : -row.goalDisplayOrder };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.rank - b.rank || a.name.localeCompare(b.name))
    .map(({ key, name, rows: groupRows }) => ({ key, name, rows: [...groupRows].sort(byOrder) }));
}

/** Levels by display order descending (spec 03 §9). */
export const sortLevels = <Goal extends { goalDisplayOrder: number }>(levels: Goal[]) => [...levels].sort((a, b) => b.goalDisplayOrder - a.goalDisplayOrder);

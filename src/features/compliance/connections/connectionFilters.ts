import type { BuyerConnectionDto } from '@/services/compliance/connectionTypes';

/** The Buyer Connections widget's filters (spec 03 §9): all, by organisation unit, by type. */
export type ConnectionFilterMode = 'all' | 'orgUnit' | 'type';

const valueOf = (mode: Exclude<ConnectionFilterMode, 'all'>, connection: BuyerConnectionDto) =>
  mode === 'orgUnit' ? connection.orgUnitName : connection.groupingType;

/** The distinct organisation units or types among the connections, sorted, for the filter's choice. */
export function filterChoices(connections: readonly BuyerConnectionDto[], mode: Exclude<ConnectionFilterMode, 'all'>): string[] {
  return [...new Set(connections.map((c) => valueOf(mode, c)))].sort((a, b) => a.localeCompare(b));
}

/** The connections of one organisation unit or type; all of them for 'all' (or when nothing is chosen). */
export function filterConnections(connections: readonly BuyerConnectionDto[], mode: ConnectionFilterMode, choice: string | null): BuyerConnectionDto[] {
  if (mode === 'all' || choice === null) return [...connections];
  return connections.filter((c) => valueOf(mode, c) === choice);
}

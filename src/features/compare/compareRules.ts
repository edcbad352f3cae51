import { checkAgainstPolicy, type PolicyRequirementState } from '@/lib/policyCheck';
import type { ConnectionRequirementRowDto } from '@/services/compliance/connectionTypes';
import type { DistanceUnit } from '@/platform/config/types';
import type { CompliancePolicyDto } from '@/services/policy/types';

/**
 * The comparison's rules (issue 41), pure: which rows there are, what each supplier's cell holds,
 * which rows differ, and how each supplier stands against the chosen policy (the one policy check
 * rule of lib/policyCheck, as the connections tab reads it).
 */

export interface GoalHeld {
  name: string;
  /** In the buyer's language (services/compliance/statusText): "Verified", "Expired" … */
  statusName: string;
  isCompliant: boolean;
}

export interface WorkCategoryHeld {
  name: string;
  statusName: string;
  isCompliant: boolean;
}

/** One supplier's facts once every source for its column has arrived. */
export interface SupplierFacts {
  id: number;
  name: string;
  location: string | null;
  /** From the search's office location, in its unit; null without one, or when the supplier's place is not known. */
  distance: number | null;
  companySize: string | null;
  employees: number | null;
  turnover: number | null;
  levels: GoalHeld[];
  ssip: GoalHeld[];
  /** ISO date of "Compliant until" (the expiry timeline's rule); null when nothing verified carries a date. */
  compliantUntil: string | null;
  connections: number;
  workCategories: WorkCategoryHeld[];
  /** The supplier's requirement rows for the chosen policy; null when no policy is chosen. */
  policyRows: ConnectionRequirementRowDto[] | null;
}

/** A column is loaded, loading or failed on its own: one slow or failing supplier holds no other. */
export type CompareColumn =
  | { id: number; status: 'loading' }
  | { id: number; status: 'error' }
  | { id: number; status: 'loaded'; facts: SupplierFacts };

export type CellValue =
  | { kind: 'text'; text: string | null }
  | { kind: 'count'; value: number | null }
  | { kind: 'distance'; value: number | null; unit: DistanceUnit }
  | { kind: 'money'; value: number | null }
  | { kind: 'date'; iso: string | null }
  | { kind: 'held'; statusName: string | null; isCompliant: boolean }
  | { kind: 'list'; items: string[] }
  | { kind: 'policyState'; state: PolicyRequirementState }
  | { kind: 'policySummary'; met: number; total: number; isCompliant: boolean };

export type FactKey = 'location' | 'companySize' | 'employees' | 'turnover' | 'ssip' | 'compliantUntil' | 'connections';

/** A row's label: one of the fixed facts (an i18n key), or a name from the data (a level, a category, a requirement). */
export type RowLabel =
  | { fact: FactKey }
  | { distanceFrom: string }
  | { level: string }
  | { workCategory: string }
  | { requirement: string | null; requirementId: number }
  | { summary: true };

export interface CompareRow {
  id: string;
  label: RowLabel;
  /** One per column, in column order; null where the column has not loaded (or failed). */
  cells: (CellValue | null)[];
  /** The loaded suppliers (two or more) do not all hold the same value. */
  differs: boolean;
}

/** A work category the search asked for (the session's productServicesIDs filter). */
export interface AskedCategory {
  id: number;
  name: string;
}

/** What makes two cells the same for the difference mark (a summary compares by its counts). */
const sameness = (cell: CellValue): string => JSON.stringify(cell);

/** Marked when at least two suppliers have loaded and they do not all hold the same value. */
export function differs(cells: readonly (CellValue | null)[]): boolean {
  const loaded = cells.filter((cell): cell is CellValue => cell !== null);
  return loaded.length >= 2 && new Set(loaded.map(sameness)).size > 1;
}

const row = (id: string, label: RowLabel, cells: (CellValue | null)[]): CompareRow => ({ id, label, cells, differs: differs(cells) });

const loadedFacts = (columns: readonly CompareColumn[]) =>
  columns.map((column) => (column.status === 'loaded' ? column.facts : null));

/** Names in the order they first appear across the suppliers, each once. */
function unionOfNames(lists: (readonly { name: string }[] | null)[]): string[] {
  const names: string[] = [];
  for (const list of lists) for (const { name } of list ?? []) if (!names.includes(name)) names.push(name);
  return names;
}

/**
 * The supplier's own record of a category the search asked for. The search names taxonomy
 * categories and the compliance host lists the supplier's own records of them (their own ids), so
 * they meet by name; a category held under several contract scopes ("Roofing (2)") counts when any
 * of them is verified.
 */
export function heldCategory(held: readonly WorkCategoryHeld[], name: string): WorkCategoryHeld | undefined {
  const wanted = name.trim().toLocaleLowerCase();
  const same = held.filter((w) => w.name.replace(/ \(\d+\)$/, '').trim().toLocaleLowerCase() === wanted);
  return same.find((w) => w.isCompliant) ?? same[0];
}

/** The side-by-side rows: facts, then each level held by any of them, SSIP, compliant until, connections, the asked categories. */
export function factRows(columns: readonly CompareColumn[], asked: readonly AskedCategory[], origin: { place: string; unit: DistanceUnit } | null = null): CompareRow[] {
  const facts = loadedFacts(columns);
  const each = (cell: (f: SupplierFacts) => CellValue) => facts.map((f) => (f ? cell(f) : null));
  const levelNames = unionOfNames(facts.map((f) => f?.levels ?? null));
  return [
    row('location', { fact: 'location' }, each((f) => ({ kind: 'text', text: f.location }))),
    // Distance only when the search had an office location; rounded as shown, so 12.04 and 12.01 miles do not "differ".
    ...(origin
      ? [row('distance', { distanceFrom: origin.place }, each((f) => ({ kind: 'distance', value: f.distance === null ? null : Math.round(f.distance * 10) / 10, unit: origin.unit })))]
      : []),
    row('companySize', { fact: 'companySize' }, each((f) => ({ kind: 'text', text: f.companySize }))),
    row('employees', { fact: 'employees' }, each((f) => ({ kind: 'count', value: f.employees }))),
    row('turnover', { fact: 'turnover' }, each((f) => ({ kind: 'money', value: f.turnover }))),
    ...levelNames.map((name) =>
      row(`level:${name}`, { level: name }, each((f) => {
        const held = f.levels.find((level) => level.name === name);
        return { kind: 'held', statusName: held?.statusName ?? null, isCompliant: held?.isCompliant ?? false };
      }))),
    row('ssip', { fact: 'ssip' }, each((f) => ({ kind: 'list', items: f.ssip.filter((s) => s.isCompliant).map((s) => s.name).sort() }))),
    row('compliantUntil', { fact: 'compliantUntil' }, each((f) => ({ kind: 'date', iso: f.compliantUntil }))),
    row('connections', { fact: 'connections' }, each((f) => ({ kind: 'count', value: f.connections }))),
    ...asked.map((category) =>
      row(`workCategory:${category.id}`, { workCategory: category.name }, each((f) => {
        const held = heldCategory(f.workCategories, category.name);
        return { kind: 'held', statusName: held?.statusName ?? null, isCompliant: held?.isCompliant ?? false };
      }))),
  ];
}

/**
 * The chosen policy's rows: one per requirement (the policy's order), each supplier met, expiring,
 * expired or missing by the shared rule; then the summary of how many requirements each meets.
 */
export function policyRows(columns: readonly CompareColumn[], policy: Pick<CompliancePolicyDto, 'policyGoals'>): CompareRow[] {
  const checks = loadedFacts(columns).map((f) => (f?.policyRows ? checkAgainstPolicy(policy, f.policyRows) : null));
  const first = checks.find((check) => check !== null);
  if (!first) return [];
  const requirementRows = first.rows.map(({ id }, index) => {
    const name = checks.map((check) => check?.rows[index].row?.requirementName).find((n) => n) ?? null;
    return row(`requirement:${id}`, { requirement: name, requirementId: id }, checks.map((check) => (check ? { kind: 'policyState', state: check.rows[index].state } : null)));
  });
  const summary = row('summary', { summary: true }, checks.map((check) =>
    check ? { kind: 'policySummary', met: check.goal.metCount, total: check.goal.total, isCompliant: check.goal.isCompliant } : null));
  return [...requirementRows, summary];
}

/** Column order after moving `id` one place left (-1) or right (+1); unchanged at either end. */
export function moveColumn(ids: readonly number[], id: number, by: -1 | 1): number[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Units as the suspension modal lists them. */
export interface Unit {
  accountId: number;
  name: string;
}

/** Spec 02 §4: the org-unit search filters only above 2 characters, case-insensitively. */
export const SUSPENSION_SEARCH_MIN = 3;

export function filterUnits(units: Unit[], search: string): Unit[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle.length < SUSPENSION_SEARCH_MIN) return units;
  return units.filter((unit) => unit.name.toLocaleLowerCase().includes(needle));
}

/** Which units go to the suspend call and which to the unsuspend call. */
export function suspensionChanges(before: number[], after: number[]) {
  const was = new Set(before);
  const now = new Set(after);
  return {
    suspend: after.filter((id) => !was.has(id)),
    release: before.filter((id) => !now.has(id)),
  };
}

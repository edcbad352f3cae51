/**
 * The risk radar reloads the page when its embedded report reports an error (spec 02 §2.7), but
 * only once per visit: a report that fails again after the reload is called unavailable instead
 * of reloading for ever. The mark lives in sessionStorage (it must survive the reload).
 */
const key = (supplierId: number) => `findsuppliers.riskRadarReloaded.${supplierId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when this error should reload the page (and marks that it did). */
export function shouldReloadAfterError(supplierId: number): boolean {
  const store = storage();
  if (!store) return false;
  if (store.getItem(key(supplierId))) {
    store.removeItem(key(supplierId));
    return false;
  }
  store.setItem(key(supplierId), '1');
  return true;
}

/** The report loaded: a later error may reload again. */
export function clearReloadMark(supplierId: number): void {
  storage()?.removeItem(key(supplierId));
}

/**
 * The risk radar reloads the page when its embedded report reports an error (spec 02 §2.7), but at
 * most once per supplier in the tab, whatever arrives after: a report that fails again after the
 * reload is called unavailable. The mark lives in sessionStorage (it must survive the reload) and is
 * never taken back within the tab: a guard that an error (two arriving before the reload) or a load
 * cleared let the page reload again and again.
 */
const key = (supplierId: number) => `findsuppliers.riskRadarReloaded.${supplierId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** True when this error should reload the page (and marks that it did); false once it has, for good. */
export function shouldReloadAfterError(supplierId: number): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (store.getItem(key(supplierId)) !== null) return false;
    store.setItem(key(supplierId), '1');
    return true;
  } catch {
    // Without a mark that survives the reload, a reload could be the first of many.
    return false;
  }
}

/**
 * Risk radar PDFs already made in this visit, per supplier, language and currency: the report is
 * generated on the first request (spec 02 §4) and reopening the viewer shows the same file at once.
 * Held outside the store: a Blob is not serialisable.
 */
const made = new Map<string, Promise<Blob>>();

export function riskRadarPdfFor(key: string, make: () => Promise<Blob>): Promise<Blob> {
  let pending = made.get(key);
  if (!pending) {
    pending = make();
    made.set(key, pending);
    // A failed attempt is forgotten, so Try again really tries again.
    pending.catch(() => made.delete(key));
  }
  return pending;
}

/** Tests start from nothing made. */
export const forgetRiskRadarPdfs = () => made.clear();

/**
 * THE addresses of the read-only detail pages under a requirement page (spec 03 §2), relative to the
 * requirement page's own address. The requirement page's answers link with `detailPath(...)`; the
 * detail routes (RequirementDetailRoutes) match DETAIL_ROUTES. One table so the two cannot disagree.
 */
export const DETAIL_ROUTES = {
  insurance: 'question/:questionId/insurance/:recordId',
  relatedCompany: 'relatedcompany/:recordId',
  branchOffice: 'branchoffice/:recordId',
  director: 'director/:recordId',
  tradeProfessional: 'tradeprofessional/:recordId',
  ssipCertificate: 'ssipcertificates/:recordId',
  licenceAccreditation: 'licenceAccreditations/:recordId',
  trade: 'trades/:recordId',
} as const;

export type DetailKind = keyof typeof DETAIL_ROUTES;

/** `detailPath('insurance', 12, { questionId: 3 })` → 'question/3/insurance/12' (relative). */
export function detailPath(kind: DetailKind, recordId: string | number, ids: { questionId?: string | number } = {}): string {
  return DETAIL_ROUTES[kind]
    .replace(':questionId', encodeURIComponent(String(ids.questionId ?? '')))
    .replace(':recordId', encodeURIComponent(String(recordId)));
}

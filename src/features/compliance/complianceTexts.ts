/**
 * The texts the compliance area's layout loads for every page below it (ComplianceLayout): the
 * dashboard's widgets read them all. A deep link loads them before the app's first render
 * (app/boot/profileDeepLinks.ts), so the layout does not suspend on one of them.
 */
export const COMPLIANCE_LAYOUT_NAMESPACES = ['compliance', 'expiryTimeline', 'workCategories', 'complianceDocuments', 'connections'] as const;

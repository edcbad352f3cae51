/** Every permission string named in specs 01–03. */
export const PERMISSIONS = [
  'suppliersourcing:access',
  'suppliersourcing:readonly',
  'suppliersourcing:riskanalytics',
  'suppliersourcing:riskinformation',
  'suppliersourcing:add-reference',
  'suppliersourcing:edit-reference',
  'suppliersourcing:remove-reference',
  'suppliersourcing:edit-udf-data',
  'suppliersourcing:edit-notes',
  'suppliersourcing:remove-notes',
  'suppliersourcing:upload-internal-document',
  'suppliersourcing:remove-internal-document',
  'suppliersourcing:add-internal-document-tag',
  'suppliersourcing:view-compliance-answers',
  'suppliersourcing:view-connection-answers',
  'suppliersourcing:buyer-manage-internal-data',
  'suppliersourcing:levels-column',
  'supplychain:access',
  'supplychain:readonly',
  'supplychain:approver',
  'supplychain:suspend-supplier',
  'onboarding:access',
  'pkg-frenchlimitedbuyer:access',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

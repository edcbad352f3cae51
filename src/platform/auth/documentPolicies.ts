import { can } from './can';
import type { Identity } from './identity';
import type { ProfilePolicy } from './profilePolicies';

/**
 * The Documents tab's rules (spec 02 §2.9, §5, §6), beside profilePolicies: pure functions of the
 * buyer's permissions, flags and community visibility.
 */

/** suppliersourcing:upload-internal-document: the Upload button and modal. */
export const canUploadInternalDocument: ProfilePolicy = ({ identity }) => can(identity, 'suppliersourcing:upload-internal-document');

/** suppliersourcing:add-internal-document-tag: choosing a new type (without it both type options are disabled). */
export const canAddInternalDocumentTag: ProfilePolicy = ({ identity }) => can(identity, 'suppliersourcing:add-internal-document-tag');

/** suppliersourcing:remove-internal-document: the Remove action (offered for the buyer's own documents only). */
export const canRemoveInternalDocuments: ProfilePolicy = ({ identity }) => can(identity, 'suppliersourcing:remove-internal-document');

/** "Generate zip file": the generateZip flag and the community's zip visibility. */
export const canGenerateDocumentsZip: ProfilePolicy = (subject) => subject.flags?.generateZip === true && subject.profile.zip;

/** The buyer's full name as documents record their creator ("Alex Morgan"). */
export const fullNameOf = (identity: Identity | null | undefined) => (identity ? `${identity.firstName} ${identity.lastName}`.trim() : '');

/** Remove is enabled only when the document's creator is the buyer (full name, case-insensitive). */
export function isDocumentCreator(identity: Identity | null | undefined, createdBy: string | null | undefined): boolean {
  const name = fullNameOf(identity).toLowerCase();
  return name !== '' && (createdBy ?? '').trim().toLowerCase() === name;
}

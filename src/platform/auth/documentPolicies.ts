import type { Identity } from './identity';
import { mayAddInternalDocumentTag, mayRemoveInternalDocument, mayUploadInternalDocument } from './identityRules';
import type { ProfilePolicy } from './profilePolicies';

/**
 * The Documents tab's rules (spec 02 §2.9, §5, §6), beside profilePolicies: pure functions of the
 * buyer's permissions (the identity rules the mock platform's endpoints declare too), flags and
 * community visibility.
 */

/** suppliersourcing:upload-internal-document: the Upload button and modal. */
export const canUploadInternalDocument: ProfilePolicy = ({ identity }) => mayUploadInternalDocument(identity);

/** suppliersourcing:add-internal-document-tag: choosing a new type (without it both type options are disabled). */
export const canAddInternalDocumentTag: ProfilePolicy = ({ identity }) => mayAddInternalDocumentTag(identity);

/** suppliersourcing:remove-internal-document: the Remove action (offered for the buyer's own documents only). */
export const canRemoveInternalDocuments: ProfilePolicy = ({ identity }) => mayRemoveInternalDocument(identity);

/** "Generate zip file": the generateZip flag and the community's zip visibility. */
export const canGenerateDocumentsZip: ProfilePolicy = (subject) => subject.flags?.generateZip === true && subject.profile.zip;

/** The buyer's full name as documents record their creator ("Alex Morgan"). */
export const fullNameOf = (identity: Identity | null | undefined) => (identity ? `${identity.firstName} ${identity.lastName}`.trim() : '');

/** What the remove rule looks at on a document: its creator's name and, when the platform sends it, account. */
export interface DocumentCreator {
  createdBy?: string | null;
  createdByUserAccountId?: number | null;
}

/**
 * Remove is enabled only when the document's creator is the buyer: by user account when the document
 * names one (as the platform decides: two colleagues may share a name), else by full name, case-insensitive.
 */
export function isDocumentCreator(identity: Identity | null | undefined, document: DocumentCreator): boolean {
  if (!identity) return false;
  if (typeof document.createdByUserAccountId === 'number') return document.createdByUserAccountId === identity.userAccountId;
  const name = fullNameOf(identity).toLowerCase();
  return name !== '' && (document.createdBy ?? '').trim().toLowerCase() === name;
}

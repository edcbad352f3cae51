/**
 * Documents on the mock platform (spec 02 §7): supplier uploads (findsupplier: search, tags, sort and
 * paging on the server), internal uploads, tags, the multipart upload (same size, type and name rules
 * as the modal: src/lib/documentRules), remove by documentVersionId, the published download (a real
 * file) and zip requests. Plain msw handlers over mocks/db: no DOM, so they run in a worker too.
 * Who may (spec 02 §6): any buyer reads; upload-internal-document uploads, add-internal-document-tag
 * as well for a new type; remove-internal-document removes, and only the creator's own (by user id).
 * Internal uploads are the caller's organisation's (the generated ones the persona organisation's).
 */
import { HttpResponse } from 'msw';
import { anyBuyer, mayAddInternalDocumentTag, mayRemoveInternalDocument, mayUploadInternalDocument } from '@/platform/auth/identityRules';
import { PERSONA_ORG_ACCOUNT_ID } from '@/platform/auth/personas';
import type { DocumentDto, DocumentPageDto, DocumentTagDto } from '@/services/documents/types';
import { documentFileProblem, documentTagProblem, normaliseDocumentFileName } from '@/lib/documentRules';
import { getDb, getNetwork, saveDb } from '../db';
import { documentsOf, GENERATED_DOCUMENT_TAGS } from '../data/profile/documents';
import { fromBase64, pdfNaming, toBase64 } from '../data/profile/documentFile';
import { supplierOfParam, supplierProfile } from './profileState';
import { endpoint, notPermitted } from './endpoint';
import { badRequest, fileResponse, InputError, isObject, notFound, pagingQuery } from './support';

/** Uploads up to this size keep their bytes (base64 in the persisted db); larger ones keep metadata only. */
export const MAX_KEPT_UPLOAD_BYTES = 256 * 1024;
/**
 * The bytes all kept uploads may hold together. The persisted db is one localStorage value (about
 * 5 million characters a site): past it every later write, not only the upload, was lost on reload.
 */
export const MAX_KEPT_UPLOADS_TOTAL_BYTES = 2 * 1024 * 1024;

/** The spec's English messages, as the real platform's upload answers would carry them. */
export const UPLOAD_MESSAGES = {
  fileSize: 'Document upload failed: File size must be 30MB or less. Please try again.',
  fileType: 'Document upload failed: This file type is not supported. Please try again.',
  duplicateTag: 'Duplicate tag, please enter another value',
  enterType: 'Please enter a document type',
  typeTooLong: 'The document type must be 35 characters or less',
  selectType: 'Please select a document type',
  selectDocument: 'Please select a document',
} as const;

interface StoredDocument extends DocumentDto {
  orgAccountId: number;
  entityId: number;
  contentType: string;
  size: number;
  /** The file's bytes when at most MAX_KEPT_UPLOAD_BYTES, else null. */
  base64: string | null;
}

/** The documents lists' largest page size: the tab offers 10, 30 and 50 (spec 02 §9's second reading; spec 03 §9's default 50). */
export const MAX_DOCUMENTS_PAGE_SIZE = 50;
/** A zip request names at most this many document types (the organisation's tags are a few dozen). */
export const MAX_ZIP_TAGS = 1000;

const uploaded = () => getDb().uploadedDocuments as StoredDocument[];
const removed = () => new Set(getDb().removedDocumentVersions);
/** Bytes the uploads not removed keep (a removed one's were dropped). */
const keptBytes = () => uploaded().reduce((total, d) => total + (d.base64 !== null ? d.size : 0), 0);
const fullName = (identity: { firstName: string; lastName: string }) => `${identity.firstName} ${identity.lastName}`;

/** An id in a path: digits only (a malformed one finds nothing: a 404). */
const pathId = (raw: string) => (/^\d{1,15}$/.test(raw) ? Number(raw) : NaN);

function supplierUploadsOf(entityId: number): DocumentDto[] {
  const gone = removed();
  return documentsOf(getNetwork(), entityId).supplierUploads.filter((d) => !gone.has(d.documentVersionId));
}

/** The organisation's internal uploads on a supplier: the generated ones are the persona organisation's only. */
function internalUploadsOf(orgAccountId: number, entityId: number): DocumentDto[] {
  const gone = removed();
  const generated = orgAccountId === PERSONA_ORG_ACCOUNT_ID ? documentsOf(getNetwork(), entityId).internalUploads : [];
  const own = uploaded().filter((d) => d.orgAccountId === orgAccountId && d.entityId === entityId);
  return [...generated, ...own.map(publicPart)].filter((d) => !gone.has(d.documentVersionId));
}

function publicPart(stored: StoredDocument): DocumentDto {
  const { id, displayName, tags, createdAt, createdBy, createdByUserAccountId, documentVersionId, fileName } = stored;
  return { id, displayName, tags, createdAt, createdBy, createdByUserAccountId: createdByUserAccountId ?? null, documentVersionId, fileName };
}

function organisationTags(orgAccountId: number): DocumentTagDto[] {
  return [...GENERATED_DOCUMENT_TAGS, ...(getDb().createdDocumentTags[orgAccountId] ?? [])];
}

/** Tag ids from repeated or comma-separated values (tags=1&tags=2, tags=1,2); anything but an integer is a 400 naming the parameter. */
function tagIdsQuery(url: URL, name: string): Set<number> {
  const values = url.searchParams.getAll(name).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  if (values.some((v) => !/^\d{1,15}$/.test(v))) throw new InputError(`${name} must be tag ids (integers)`, name);
  return new Set(values.map(Number));
}

const SORT_KEYS = ['displayName', 'createdAt', 'createdBy'] as const;
type SortKey = (typeof SORT_KEYS)[number];

/** Filter by tags (any of), search the name, sort (1 ascending, 2 descending), page. */
function pageOf(all: DocumentDto[], url: URL, options: { tagsParam: string; sortParam: string; search?: string }): DocumentPageDto {
  const { page, pageSize } = pagingQuery(url, { size: 'itemsPerPage', max: MAX_DOCUMENTS_PAGE_SIZE, fallback: 10 });
  const tagIds = tagIdsQuery(url, options.tagsParam);
  const search = (options.search ?? '').trim().toLowerCase();
  const sortColumn = url.searchParams.get(options.sortParam) || 'createdAt';
  if (!(SORT_KEYS as readonly string[]).includes(sortColumn)) throw new InputError(`${options.sortParam} must be one of ${SORT_KEYS.join(', ')}`, options.sortParam);
  const key = sortColumn as SortKey;
  const sortDirection = url.searchParams.get('sortDirection') || '2';
  if (sortDirection !== '1' && sortDirection !== '2') throw new InputError('sortDirection must be 1 (ascending) or 2 (descending)', 'sortDirection');
  const direction = sortDirection === '1' ? 1 : -1;
  const filtered = all
    .filter((d) => !tagIds.size || d.tags.some((t) => tagIds.has(t.id)))
    .filter((d) => !search || d.displayName.toLowerCase().includes(search))
    .sort((a, b) => direction * (a[key].localeCompare(b[key]) || a.id - b.id));
  return { documents: filtered.slice((page - 1) * pageSize, page * pageSize), numberOfResults: filtered.length };
}

interface UploadRequest {
  tagId: number | null;
  tagName: string;
  fileName: string;
}

/** The multipart `request` field, typed: a wrong type is a 400 naming the field. */
function parseUploadRequest(raw: FormDataEntryValue | null, entityId: number): UploadRequest {
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  if (!isObject(value)) throw new InputError('The request field must be a JSON object', 'request');
  const { tagId = null, tagName = '', fileName = '', organisationEntityId = entityId } = value;
  if (tagId !== null && !(Number.isInteger(tagId) && (tagId as number) > 0)) throw new InputError('tagId must be a tag id or null', 'tagId');
  if (typeof tagName !== 'string') throw new InputError('tagName must be text', 'tagName');
  if (typeof fileName !== 'string') throw new InputError('fileName must be text', 'fileName');
  if (organisationEntityId !== entityId) throw new InputError('organisationEntityId must be the supplier of the path', 'organisationEntityId');
  return { tagId: tagId as number | null, tagName, fileName };
}

export const documentsHandlers = [
  endpoint({ method: 'get', kind: 'documents', path: '/organisation/:id/documents/findsupplier', rule: anyBuyer }, ({ params, url }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    const search = url.searchParams.get('documentNameSearchText') ?? '';
    return HttpResponse.json(pageOf(supplierUploadsOf(profile.entityId), url, { tagsParam: 'tags', sortParam: 'sortColumn', search }));
  }),

  endpoint({ method: 'get', kind: 'documents', path: '/organisation/:id/documents/internal', rule: anyBuyer }, ({ params, url, persona }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    const all = internalUploadsOf(persona.identity.orgAccountId, profile.entityId);
    return HttpResponse.json(pageOf(all, url, { tagsParam: 'tagIds', sortParam: 'sortcolumn' }));
  }),

  endpoint({ method: 'get', kind: 'documents', path: '/tags/internal/organisation/:id', rule: anyBuyer }, ({ params, persona }) => {
    const profile = supplierOfParam(params.id);
    if (!profile) return notFound(`Supplier ${params.id} was not found`);
    const tags = new Map<number, DocumentTagDto>();
    for (const d of [...supplierUploadsOf(profile.entityId), ...internalUploadsOf(persona.identity.orgAccountId, profile.entityId)]) {
      for (const tag of d.tags) tags.set(tag.id, tag);
    }
    return HttpResponse.json([...tags.values()].sort((a, b) => a.id - b.id));
  }),

  endpoint({ method: 'get', kind: 'documents', path: '/tags/internal', rule: anyBuyer }, ({ persona }) =>
    HttpResponse.json(organisationTags(persona.identity.orgAccountId)),
  ),

  endpoint(
    { method: 'post', kind: 'documents', path: '/documents/internal/upload-to-supplier/:id', rule: mayUploadInternalDocument },
    async ({ request, params, persona }) => {
      const profile = supplierOfParam(params.id);
      if (!profile) return notFound(`Supplier ${params.id} was not found`);
      const { entityId } = profile;
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return badRequest('The upload must be multipart/form-data', 'request');
      }
      const meta = parseUploadRequest(form.get('request'), entityId);
      // A new document type is a permission of its own (spec 02 §6), whatever else the upload holds.
      if (meta.tagId === null && !mayAddInternalDocumentTag(persona.identity)) return notPermitted();
      const files = form.getAll('file').filter((f): f is File => typeof f !== 'string');
      if (files.length !== 1) return badRequest(UPLOAD_MESSAGES.selectDocument, 'file');
      const [file] = files;
      // The part's own filename, unless the client sent a placeholder ("blob"); the request's copy otherwise.
      const sentName = file.name && file.name !== 'blob' ? file.name : meta.fileName || file.name;
      const fileProblem = documentFileProblem({ name: sentName, size: file.size })
        ?? (meta.fileName ? documentFileProblem({ name: meta.fileName, size: 0 }) : null);
      if (fileProblem) return badRequest(UPLOAD_MESSAGES[fileProblem], 'file');
      // Stored as normalised: no path, no control characters, at most 255 characters (lib/documentRules).
      const fileName = normaliseDocumentFileName(sentName);

      const { orgAccountId, userAccountId } = persona.identity;
      const db = getDb();
      let tag: DocumentTagDto | undefined;
      if (meta.tagId !== null) {
        tag = organisationTags(orgAccountId).find((t) => t.id === meta.tagId);
        if (!tag) return badRequest(UPLOAD_MESSAGES.selectType, 'tagId');
      } else {
        const problem = documentTagProblem(meta.tagName, organisationTags(orgAccountId));
        if (problem) return badRequest(UPLOAD_MESSAGES[problem], 'tagName');
        tag = { id: db.documentIds.tag++, name: meta.tagName.trim() };
        (db.createdDocumentTags[orgAccountId] ??= []).push(tag);
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const id = db.documentIds.document++;
      const stored: StoredDocument = {
        id,
        displayName: fileName.replace(/\.[^.]+$/, '') || fileName,
        tags: [tag],
        createdAt: new Date().toISOString(),
        createdBy: fullName(persona.identity),
        createdByUserAccountId: userAccountId,
        documentVersionId: id * 10 + 1,
        fileName,
        orgAccountId,
        entityId,
        contentType: file.type || 'application/octet-stream',
        size: file.size,
        base64: bytes.length <= MAX_KEPT_UPLOAD_BYTES && keptBytes() + bytes.length <= MAX_KEPT_UPLOADS_TOTAL_BYTES ? toBase64(bytes) : null,
      };
      uploaded().push(stored);
      saveDb();
      return HttpResponse.json(publicPart(stored));
    },
  ),

  endpoint({ method: 'delete', kind: 'documents', path: '/documents/internal/:versionId', rule: mayRemoveInternalDocument }, ({ params, persona }) => {
    const versionId = pathId(params.versionId);
    const { orgAccountId, userAccountId } = persona.identity;
    const own = uploaded().find((d) => d.documentVersionId === versionId && d.orgAccountId === orgAccountId);
    const entityId = own?.entityId ?? Math.floor((versionId - 1) / 10 / 1000);
    const document = own ?? (supplierProfile(entityId) ? internalUploadsOf(orgAccountId, entityId).find((d) => d.documentVersionId === versionId) : undefined);
    if (!document || removed().has(versionId)) return notFound(`Document version ${params.versionId} was not found`);
    // Only the document's creator, by user account (two colleagues may share a name), spec 02 §6.
    if (document.createdByUserAccountId !== userAccountId) return notPermitted();
    getDb().removedDocumentVersions.push(versionId);
    // Its bytes would only fill storage; nothing downloads a removed document.
    if (own) own.base64 = null;
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),

  endpoint({ method: 'get', kind: 'documents', path: '/Documents/published/:id', rule: anyBuyer }, ({ params, persona }) => {
    const id = pathId(params.id);
    const own = uploaded().find((d) => d.id === id && d.orgAccountId === persona.identity.orgAccountId);
    if (own && !removed().has(own.documentVersionId)) {
      const bytes = own.base64 !== null ? fromBase64(own.base64) : pdfNaming(own.displayName, 'The mock platform keeps the bytes of files up to 256 KB, and of 2 MB of files in all.');
      const fileName = own.base64 !== null ? own.fileName : `${own.displayName}.pdf`;
      return fileResponse(bytes, own.base64 !== null ? own.contentType : 'application/pdf', fileName);
    }
    const entityId = Math.floor(id / 1000);
    if (!supplierProfile(entityId)) return notFound(`Document ${params.id} was not found`);
    const document = [...supplierUploadsOf(entityId), ...internalUploadsOf(persona.identity.orgAccountId, entityId)].find((d) => d.id === id);
    if (!document) return notFound(`Document ${params.id} was not found`);
    const pdfName = document.fileName.replace(/\.[^.]+$/, '.pdf');
    return fileResponse(pdfNaming(document.displayName, `Uploaded ${document.createdAt.slice(0, 10)} by ${document.createdBy}`), 'application/pdf', pdfName);
  }),

  endpoint({ method: 'post', kind: 'documents', path: '/packaging-jobs/supplier-profile', rule: anyBuyer }, async ({ request, persona }) => {
    const body: unknown = await request.json().catch(() => null);
    if (!isObject(body) || !Number.isInteger(body.organisationEntityId)) throw new InputError('organisationEntityId is required (an integer)', 'organisationEntityId');
    const organisationEntityId = body.organisationEntityId as number;
    if (!supplierProfile(organisationEntityId)) return notFound(`Supplier ${organisationEntityId} was not found`);
    const tags = body.tags ?? [];
    if (!Array.isArray(tags) || !tags.every((t) => Number.isInteger(t))) throw new InputError('tags must be a list of integers', 'tags');
    if (tags.length > MAX_ZIP_TAGS) throw new InputError(`tags must name at most ${MAX_ZIP_TAGS} types`, 'tags');
    const db = getDb();
    const jobId = db.documentIds.job++;
    db.packagingJobs.push({ jobId, organisationEntityId, tags: tags as number[], userAccountId: persona.identity.userAccountId });
    saveDb();
    return HttpResponse.json({ jobId });
  }),
];

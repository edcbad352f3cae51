/**
 * Documents on the mock platform (spec 02 §7): supplier uploads (findsupplier: search, tags, sort and
 * paging on the server), internal uploads, tags, the multipart upload (same size and type rules as
 * the modal: src/lib/documentRules), remove by documentVersionId, the published download (a real
 * file) and zip requests. Plain msw handlers over mocks/db: no DOM, so they run in a worker too.
 */
import { http, HttpResponse } from 'msw';
import type { DocumentDto, DocumentPageDto, DocumentTagDto } from '@/services/documents/types';
import { documentFileProblem, documentTagProblem } from '@/lib/documentRules';
import { getDb, getNetwork, saveDb } from '../db';
import { documentsOf, GENERATED_DOCUMENT_TAGS } from '../data/profile/documents';
import { fromBase64, pdfNaming, toBase64 } from '../data/profile/documentFile';
import { mockPath } from '../paths';
import { supplierProfile } from './profileState';
import { badRequest, caller, isObject, notFound } from './support';

/** Uploads up to this size keep their bytes (base64 in the persisted db); larger ones keep metadata only. */
export const MAX_KEPT_UPLOAD_BYTES = 256 * 1024;

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

const uploaded = () => getDb().uploadedDocuments as StoredDocument[];
const removed = () => new Set(getDb().removedDocumentVersions);
const fullName = (identity: { firstName: string; lastName: string }) => `${identity.firstName} ${identity.lastName}`;

function supplierUploadsOf(entityId: number): DocumentDto[] {
  const gone = removed();
  return documentsOf(getNetwork(), entityId).supplierUploads.filter((d) => !gone.has(d.documentVersionId));
}

function internalUploadsOf(orgAccountId: number, entityId: number): DocumentDto[] {
  const gone = removed();
  const own = uploaded().filter((d) => d.orgAccountId === orgAccountId && d.entityId === entityId);
  return [...documentsOf(getNetwork(), entityId).internalUploads, ...own.map(publicPart)].filter((d) => !gone.has(d.documentVersionId));
}

function publicPart(stored: StoredDocument): DocumentDto {
  const { id, displayName, tags, createdAt, createdBy, documentVersionId, fileName } = stored;
  return { id, displayName, tags, createdAt, createdBy, documentVersionId, fileName };
}

function organisationTags(orgAccountId: number): DocumentTagDto[] {
  return [...GENERATED_DOCUMENT_TAGS, ...(getDb().createdDocumentTags[orgAccountId] ?? [])];
}

const ids = (url: URL, name: string) =>
  url.searchParams.getAll(name).flatMap((v) => v.split(',')).map(Number).filter((n) => Number.isInteger(n) && n > 0);

const positive = (url: URL, name: string, fallback: number) => {
  const n = Number(url.searchParams.get(name));
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

type SortKey = 'displayName' | 'createdAt' | 'createdBy';

/** Filter by tags (any of), search the name, sort (1 ascending, 2 descending), page. */
function pageOf(all: DocumentDto[], url: URL, options: { tagsParam: string; sortParam: string; search?: string }): DocumentPageDto {
  const tagIds = new Set(ids(url, options.tagsParam));
  const search = (options.search ?? '').trim().toLowerCase();
  const sortColumn = (url.searchParams.get(options.sortParam) ?? 'createdAt') as SortKey;
  const key: SortKey = ['displayName', 'createdAt', 'createdBy'].includes(sortColumn) ? sortColumn : 'createdAt';
  const direction = url.searchParams.get('sortDirection') === '1' ? 1 : -1;
  const filtered = all
    .filter((d) => !tagIds.size || d.tags.some((t) => tagIds.has(t.id)))
    .filter((d) => !search || d.displayName.toLowerCase().includes(search))
    .sort((a, b) => direction * (a[key].localeCompare(b[key]) || a.id - b.id));
  const itemsPerPage = positive(url, 'itemsPerPage', 10);
  const page = positive(url, 'page', 1);
  return { documents: filtered.slice((page - 1) * itemsPerPage, page * itemsPerPage), numberOfResults: filtered.length };
}

function parseUploadRequest(raw: FormDataEntryValue | null): { tagId: number | null; tagName: string; fileName: string } | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isObject(value)) return null;
    const tagId = typeof value.tagId === 'number' ? value.tagId : null;
    const tagName = typeof value.tagName === 'string' ? value.tagName : '';
    const fileName = typeof value.fileName === 'string' ? value.fileName : '';
    return { tagId, tagName, fileName };
  } catch {
    return null;
  }
}

export const documentsHandlers = [
  http.get(mockPath('documents', '/organisation/:id/documents/findsupplier'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const entityId = Number(params.id);
    if (!supplierProfile(entityId)) return notFound(`Supplier ${String(params.id)} was not found`);
    const url = new URL(request.url);
    const search = url.searchParams.get('documentNameSearchText') ?? '';
    return HttpResponse.json(pageOf(supplierUploadsOf(entityId), url, { tagsParam: 'tags', sortParam: 'sortColumn', search }));
  }),

  http.get(mockPath('documents', '/organisation/:id/documents/internal'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const entityId = Number(params.id);
    if (!supplierProfile(entityId)) return notFound(`Supplier ${String(params.id)} was not found`);
    const all = internalUploadsOf(persona.identity.orgAccountId, entityId);
    return HttpResponse.json(pageOf(all, new URL(request.url), { tagsParam: 'tagIds', sortParam: 'sortcolumn' }));
  }),

  http.get(mockPath('documents', '/tags/internal/organisation/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const entityId = Number(params.id);
    if (!supplierProfile(entityId)) return notFound(`Supplier ${String(params.id)} was not found`);
    const tags = new Map<number, DocumentTagDto>();
    for (const d of [...supplierUploadsOf(entityId), ...internalUploadsOf(persona.identity.orgAccountId, entityId)]) {
      for (const tag of d.tags) tags.set(tag.id, tag);
    }
    return HttpResponse.json([...tags.values()].sort((a, b) => a.id - b.id));
  }),

  http.get(mockPath('documents', '/tags/internal'), ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    return HttpResponse.json(organisationTags(persona.identity.orgAccountId));
  }),

  http.post(mockPath('documents', '/documents/internal/upload-to-supplier/:id'), async ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const entityId = Number(params.id);
    if (!supplierProfile(entityId)) return notFound(`Supplier ${String(params.id)} was not found`);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return badRequest('The upload must be multipart/form-data', 'request');
    }
    const meta = parseUploadRequest(form.get('request'));
    if (!meta) return badRequest('The request field must be JSON', 'request');
    const files = form.getAll('file').filter((f): f is File => typeof f !== 'string');
    if (files.length !== 1) return badRequest(UPLOAD_MESSAGES.selectDocument, 'file');
    const [file] = files;
    // The part's own filename, unless the client sent a placeholder ("blob"); the request's copy otherwise.
    const fileName = file.name && file.name !== 'blob' ? file.name : meta.fileName || file.name;
    const fileProblem = documentFileProblem({ name: fileName, size: file.size }) ?? documentFileProblem({ name: meta.fileName, size: 0 });
    if (fileProblem) return badRequest(UPLOAD_MESSAGES[fileProblem], 'file');

    const { orgAccountId } = persona.identity;
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
      documentVersionId: id * 10 + 1,
      fileName,
      orgAccountId,
      entityId,
      contentType: file.type || 'application/octet-stream',
      size: file.size,
      base64: bytes.length <= MAX_KEPT_UPLOAD_BYTES ? toBase64(bytes) : null,
    };
    uploaded().push(stored);
    saveDb();
    return HttpResponse.json(publicPart(stored));
  }),

  http.delete(mockPath('documents', '/documents/internal/:versionId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const versionId = Number(params.versionId);
    const { orgAccountId } = persona.identity;
    const own = uploaded().find((d) => d.documentVersionId === versionId && d.orgAccountId === orgAccountId);
    const entityId = own?.entityId ?? Math.floor((versionId - 1) / 10 / 1000);
    const document = own ?? (supplierProfile(entityId) ? internalUploadsOf(orgAccountId, entityId).find((d) => d.documentVersionId === versionId) : undefined);
    if (!document || removed().has(versionId)) return notFound(`Document version ${String(params.versionId)} was not found`);
    if (document.createdBy.toLowerCase() !== fullName(persona.identity).toLowerCase()) {
      return HttpResponse.json({ message: 'Only the document’s creator can remove it' }, { status: 403 });
    }
    getDb().removedDocumentVersions.push(versionId);
    saveDb();
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(mockPath('documents', '/Documents/published/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = Number(params.id);
    const own = uploaded().find((d) => d.id === id && d.orgAccountId === persona.identity.orgAccountId);
    if (own && !removed().has(own.documentVersionId)) {
      const bytes = own.base64 !== null ? fromBase64(own.base64) : pdfNaming(own.displayName, 'The mock platform keeps the bytes of files up to 256 KB only.');
      const fileName = own.base64 !== null ? own.fileName : `${own.displayName}.pdf`;
      return fileResponse(bytes, own.base64 !== null ? own.contentType : 'application/pdf', fileName);
    }
    const entityId = Math.floor(id / 1000);
    if (!supplierProfile(entityId)) return notFound(`Document ${String(params.id)} was not found`);
    const document = [...supplierUploadsOf(entityId), ...internalUploadsOf(persona.identity.orgAccountId, entityId)].find((d) => d.id === id);
    if (!document) return notFound(`Document ${String(params.id)} was not found`);
    const pdfName = document.fileName.replace(/\.[^.]+$/, '.pdf');
    return fileResponse(pdfNaming(document.displayName, `Uploaded ${document.createdAt.slice(0, 10)} by ${document.createdBy}`), 'application/pdf', pdfName);
  }),

  http.post(mockPath('documents', '/packaging-jobs/supplier-profile'), async ({ request }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const body: unknown = await request.json().catch(() => null);
    if (!isObject(body) || typeof body.organisationEntityId !== 'number') return badRequest('organisationEntityId is required', 'organisationEntityId');
    if (!supplierProfile(body.organisationEntityId)) return notFound(`Supplier ${body.organisationEntityId} was not found`);
    const db = getDb();
    const jobId = db.documentIds.job++;
    db.packagingJobs.push({ jobId, organisationEntityId: body.organisationEntityId, tags: body.tags ?? [], userAccountId: persona.identity.userAccountId });
    saveDb();
    return HttpResponse.json({ jobId });
  }),
];

function fileResponse(bytes: Uint8Array, contentType: string, fileName: string): Response {
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': contentType,
      'Content-Length': String(bytes.length),
      'Content-Disposition': `attachment; filename="${fileName.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  });
}

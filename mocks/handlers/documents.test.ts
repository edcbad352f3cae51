import { describe, expect, it } from 'vitest';
import type { DocumentDto, DocumentPageDto, DocumentTagDto } from '@/services/documents/types';
import { MAX_DOCUMENT_BYTES } from '@/lib/documentRules';
import { DOCUMENT_PROFILE_IDS } from '../data/profile/documents';
import { setFault } from '../faults';

const ID = DOCUMENT_PROFILE_IDS.manyDocuments;
const auth = { Authorization: 'Bearer mock-token:5001' };
const get = (path: string) => fetch(`http://localhost/mock-api/documents${path}`, { headers: auth });

/**
 * A multipart body built by hand: under jsdom the global FormData and Blob are jsdom's, which Node's
 * fetch cannot send as files; the handler parses this with request.formData() like a browser's.
 */
function multipart(request: unknown, file: Uint8Array, fileName: string, type = 'application/pdf') {
  const boundary = '----mockboundary7MA4YWxkTrZu0gW';
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="request"\r\n\r\n${JSON.stringify(request)}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + file.length + tail.length);
  body.set(head, 0);
  body.set(file, head.length);
  body.set(tail, head.length + file.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(file: Uint8Array, fileName: string, request: Record<string, unknown> = { tagId: 1, tagName: 'Insurance' }) {
  const { body, contentType } = multipart({ organisationEntityId: ID, fileName, ...request }, file, fileName);
  return fetch(`http://localhost/mock-api/documents/documents/internal/upload-to-supplier/${ID}`, {
    method: 'POST', headers: { ...auth, 'Content-Type': contentType }, body,
  });
}

describe('documents handlers (spec 02 §7)', () => {
  it('findsupplier searches, filters by tag, sorts (1 asc, 2 desc) and pages on the server', async () => {
    const first = (await (await get(`/organisation/${ID}/documents/findsupplier?page=1&itemsPerPage=10&sortColumn=createdAt&sortDirection=2`)).json()) as DocumentPageDto;
    expect(first.numberOfResults).toBe(120);
    expect(first.documents).toHaveLength(10);
    const dates = first.documents.map((d) => d.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const asc = (await (await get(`/organisation/${ID}/documents/findsupplier?itemsPerPage=200&sortColumn=displayName&sortDirection=1`)).json()) as DocumentPageDto;
    const names = asc.documents.map((d) => d.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const quality = (await (await get(`/organisation/${ID}/documents/findsupplier?itemsPerPage=200&tags=3`)).json()) as DocumentPageDto;
    expect(quality.documents.every((d) => d.tags.some((t) => t.id === 3))).toBe(true);
    const iso = (await (await get(`/organisation/${ID}/documents/findsupplier?itemsPerPage=200&documentNameSearchText=ISO`)).json()) as DocumentPageDto;
    expect(iso.documents.length).toBeGreaterThan(0);
    expect(iso.documents.every((d) => d.displayName.toLowerCase().includes('iso'))).toBe(true);
  });

  it('is deterministic per supplier', async () => {
    const a = await (await get(`/organisation/${ID}/documents/internal?page=1&itemsPerPage=50`)).json();
    const b = await (await get(`/organisation/${ID}/documents/internal?page=1&itemsPerPage=50`)).json();
    expect(a).toEqual(b);
    expect((a as DocumentPageDto).numberOfResults).toBe(23);
  });

  it('refuses .zip/.exe/.msi (any case) and files over 31,457,280 bytes itself', async () => {
    const tooBig = await upload(new Uint8Array(MAX_DOCUMENT_BYTES + 1), 'big.pdf');
    expect(tooBig.status).toBe(400);
    expect((await tooBig.json()).message).toBe('Document upload failed: File size must be 30MB or less. Please try again.');
    for (const name of ['a.zip', 'b.EXE', 'c.Msi']) {
      const refused = await upload(new Uint8Array([120]), name);
      expect(refused.status).toBe(400);
      expect((await refused.json()).message).toBe('Document upload failed: This file type is not supported. Please try again.');
    }
    const duplicate = await upload(new Uint8Array([120]), 'ok.pdf', { tagId: null, tagName: ' QUALITY ' });
    expect((await duplicate.json()).message).toBe('Duplicate tag, please enter another value');
  });

  it('keeps an upload with a new type, serves its bytes back, and lets only its creator remove it', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4 site diary');
    const created = (await (await upload(bytes, 'diary.pdf', { tagId: null, tagName: 'Site diaries' })).json()) as DocumentDto;
    expect(created).toMatchObject({ displayName: 'diary', fileName: 'diary.pdf', createdBy: 'Alex Morgan', tags: [{ name: 'Site diaries' }] });
    const tags = (await (await get(`/tags/internal/organisation/${ID}`)).json()) as DocumentTagDto[];
    expect(tags.map((t) => t.name)).toContain('Site diaries');
    const file = await get(`/Documents/published/${created.id}`);
    expect(file.headers.get('Content-Disposition')).toContain('diary.pdf');
    expect(Array.from(new Uint8Array(await file.arrayBuffer()))).toEqual(Array.from(bytes));

    const other = await fetch(`http://localhost/mock-api/documents/documents/internal/${created.documentVersionId}`, {
      method: 'DELETE', headers: { Authorization: 'Bearer mock-token:5002' },
    });
    expect(other.status).toBe(403);
    const own = await fetch(`http://localhost/mock-api/documents/documents/internal/${created.documentVersionId}`, { method: 'DELETE', headers: auth });
    expect(own.status).toBe(204);
    const after = (await (await get(`/organisation/${ID}/documents/internal?itemsPerPage=50`)).json()) as DocumentPageDto;
    expect(after.documents.some((d) => d.id === created.id)).toBe(false);
  });

  it('the published download of a generated document is a real PDF', async () => {
    const page = (await (await get(`/organisation/${ID}/documents/findsupplier?itemsPerPage=1`)).json()) as DocumentPageDto;
    const file = await get(`/Documents/published/${page.documents[0].id}`);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await file.arrayBuffer())).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  it('fails through the fault parameter', async () => {
    setFault({ method: 'GET', pathIncludes: '/documents/findsupplier', status: 500, once: true });
    expect((await get(`/organisation/${ID}/documents/findsupplier`)).status).toBe(500);
  });
});

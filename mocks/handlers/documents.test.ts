import { describe, expect, it } from 'vitest';
import type { DocumentDto, DocumentPageDto, DocumentTagDto } from '@/services/documents/types';
import { fileNameOf } from '@/services/documents/documentsService';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_NAME_LENGTH } from '@/lib/documentRules';
import { DOCUMENT_AUTHOR_ACCOUNT_IDS, DOCUMENT_PROFILE_IDS } from '../data/profile/documents';
import { disablePersistence, enablePersistence, getDb, resetDb } from '../db';
import { setFault } from '../faults';
import { MAX_KEPT_UPLOAD_BYTES } from './documents';
import { multipart } from './multipartBody';

const ID = DOCUMENT_PROFILE_IDS.manyDocuments;
const FULL_BUYER = 'mock-token:5001';
const base = 'http://localhost/mock-api/documents';
const get = (path: string, token = FULL_BUYER) => fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
const remove = (versionId: number, token = FULL_BUYER) =>
  fetch(`${base}/documents/internal/${versionId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };

function upload(file: Uint8Array, fileName: string, request: Record<string, unknown> = { tagId: 1, tagName: 'Insurance' }, token = FULL_BUYER, partName = fileName) {
  const { body, contentType } = multipart(JSON.stringify({ organisationEntityId: ID, fileName, ...request }), file, partName);
  return fetch(`${base}/documents/internal/upload-to-supplier/${ID}`, {
    method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType }, body,
  });
}

/** An upload whose multipart part is named "blob" (as jsdom sends it): the name travels in the request field, any character included. */
const uploadNamed = (fileName: string, request: Record<string, unknown> = { tagId: 1, tagName: 'Insurance' }) =>
  upload(new TextEncoder().encode('%PDF-1.4 x'), fileName, request, FULL_BUYER, 'blob');

const zip = (body: unknown, token = FULL_BUYER) =>
  fetch(`${base}/packaging-jobs/supplier-profile`, {
    method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });

async function internalPage(token = FULL_BUYER): Promise<DocumentPageDto> {
  return (await (await get(`/organisation/${ID}/documents/internal?page=1&itemsPerPage=50`, token)).json()) as DocumentPageDto;
}

describe('documents handlers (spec 02 §7)', () => {
  it('findsupplier searches, filters by tag, sorts (1 asc, 2 desc) and pages on the server', async () => {
    const first = (await (await get(`/organisation/${ID}/documents/findsupplier?page=1&itemsPerPage=10&sortColumn=createdAt&sortDirection=2`)).json()) as DocumentPageDto;
    expect(first.numberOfResults).toBe(120);
    expect(first.documents).toHaveLength(10);
    const dates = first.documents.map((d) => d.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const asc = (await (await get(`/organisation/${ID}/documents/findsupplier?itemsPerPage=50&sortColumn=displayName&sortDirection=1`)).json()) as DocumentPageDto;
    const names = asc.documents.map((d) => d.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const quality = (await (await get(`/organisation/${ID}/documents/findsupplier?itemsPerPage=50&tags=3`)).json()) as DocumentPageDto;
    expect(quality.documents.every((d) => d.tags.some((t) => t.id === 3))).toBe(true);
    const iso = (await (await get(`/organisation/${ID}/documents/findsupplier?itemsPerPage=50&documentNameSearchText=ISO`)).json()) as DocumentPageDto;
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
    expect(created).toMatchObject({ displayName: 'diary', fileName: 'diary.pdf', createdBy: 'Alex Morgan', createdByUserAccountId: 5001, tags: [{ name: 'Site diaries' }] });
    const tags = (await (await get(`/tags/internal/organisation/${ID}`)).json()) as DocumentTagDto[];
    expect(tags.map((t) => t.name)).toContain('Site diaries');
    const file = await get(`/Documents/published/${created.id}`);
    expect(file.headers.get('Content-Disposition')).toContain('diary.pdf');
    expect(Array.from(new Uint8Array(await file.arrayBuffer()))).toEqual(Array.from(bytes));

    // Robin Reid holds remove-internal-document but did not upload it.
    const other = await remove(created.documentVersionId, 'mock-token:5002');
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual(NOT_PERMITTED);
    const own = await remove(created.documentVersionId);
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

describe('documents: who may upload, create a type and remove (spec 02 §6)', () => {
  it('uploading needs upload-internal-document: refused with the permission body, nothing stored', async () => {
    const refused = await upload(new Uint8Array([1]), 'a.pdf', { tagId: 1, tagName: 'Insurance' }, 'mock-token:5001;without=suppliersourcing:upload-internal-document');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_PERMITTED);
    expect((await internalPage()).numberOfResults).toBe(23);
  });

  it('a new document type needs add-internal-document-tag as well; an existing type does not', async () => {
    const token = 'mock-token:5001;without=suppliersourcing:add-internal-document-tag';
    const refused = await upload(new Uint8Array([1]), 'a.pdf', { tagId: null, tagName: 'Site diaries' }, token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_PERMITTED);
    const types = (await (await get('/tags/internal')).json()) as DocumentTagDto[];
    expect(types.map((t) => t.name)).not.toContain('Site diaries');

    const existing = await upload(new Uint8Array([1]), 'a.pdf', { tagId: 3, tagName: 'Quality' }, token);
    expect(existing.status).toBe(200);
    expect(((await existing.json()) as DocumentDto).tags).toEqual([{ id: 3, name: 'Quality' }]);
  });

  it('the request field is typed: a tagId that is not an id, a tagName that is not text, another supplier', async () => {
    for (const [request, field] of [
      [{ tagId: '1', tagName: 'Insurance' }, 'tagId'],
      [{ tagId: 1.5, tagName: 'Insurance' }, 'tagId'],
      [{ tagId: null, tagName: 7 }, 'tagName'],
      [{ tagId: 1, organisationEntityId: ID + 1 }, 'organisationEntityId'],
    ] as const) {
      const response = await upload(new Uint8Array([1]), 'a.pdf', request);
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
  });

  it('removing needs remove-internal-document even for the creator', async () => {
    const created = (await (await upload(new Uint8Array([1]), 'mine.pdf')).json()) as DocumentDto;
    const refused = await remove(created.documentVersionId, 'mock-token:5001;without=suppliersourcing:remove-internal-document');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_PERMITTED);
    expect((await internalPage()).documents.some((d) => d.id === created.id)).toBe(true);
  });

  it('generated documents carry their creator’s user id: the full buyer removes those shown as theirs, not a colleague’s', async () => {
    const { documents } = await internalPage();
    const mine = documents.find((d) => d.createdBy === 'Alex Morgan')!;
    const robins = documents.find((d) => d.createdBy === 'Robin Reid')!;
    const colleagues = documents.find((d) => d.createdBy !== 'Alex Morgan' && d.createdBy !== 'Robin Reid')!;
    expect(mine.createdByUserAccountId).toBe(5001);
    expect(colleagues.createdByUserAccountId).toBe(DOCUMENT_AUTHOR_ACCOUNT_IDS[colleagues.createdBy as keyof typeof DOCUMENT_AUTHOR_ACCOUNT_IDS]);
    expect((await remove(colleagues.documentVersionId)).status).toBe(403);
    // Robin Reid is a persona too (read-only sourcing): their documents are theirs to remove.
    expect(robins.createdByUserAccountId).toBe(5002);
    expect((await remove(robins.documentVersionId)).status).toBe(403);
    expect((await remove(robins.documentVersionId, 'mock-token:5002')).status).toBe(204);
    expect((await remove(mine.documentVersionId)).status).toBe(204);
    expect((await internalPage()).numberOfResults).toBe(21);
  });

  it('a document by another user of the same name is not the buyer’s: the creator is compared by user id', async () => {
    const created = (await (await upload(new Uint8Array([1]), 'namesake.pdf')).json()) as DocumentDto;
    // Another Alex Morgan (user 5999) uploaded it: same display name, another account.
    const stored = (getDb().uploadedDocuments as DocumentDto[]).find((d) => d.id === created.id)!;
    stored.createdByUserAccountId = 5999;
    const refused = await remove(created.documentVersionId);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(NOT_PERMITTED);
  });

  it('another organisation sees none of this organisation’s internal documents, and cannot download or remove them', async () => {
    const { documents } = await internalPage();
    const other = 'mock-token:5101';
    expect((await internalPage(other)).numberOfResults).toBe(0);
    expect((await get(`/Documents/published/${documents[0].id}`, other)).status).toBe(404);
    expect((await remove(documents[0].documentVersionId, other)).status).toBe(404);
    const created = (await (await upload(new Uint8Array([1]), 'ours.pdf')).json()) as DocumentDto;
    expect((await get(`/Documents/published/${created.id}`, other)).status).toBe(404);
    expect((await remove(created.documentVersionId, other)).status).toBe(404);
  });

  it('answers 401 without a token', async () => {
    expect((await fetch(`${base}/organisation/${ID}/documents/internal`)).status).toBe(401);
  });
});

describe('documents: bounded inputs', () => {
  it('caps itemsPerPage at 50 on both lists (the tab offers 10, 30, 50) and refuses below 1', async () => {
    for (const list of ['findsupplier', 'internal']) {
      expect((await get(`/organisation/${ID}/documents/${list}?page=1&itemsPerPage=50`)).status).toBe(200);
      for (const size of ['51', '99999999', '0', 'x']) {
        const response = await get(`/organisation/${ID}/documents/${list}?page=1&itemsPerPage=${size}`);
        expect(response.status).toBe(400);
        expect((await response.json()).field).toBe('itemsPerPage');
      }
    }
  });

  it('refuses tag ids, a sort column or a direction it does not know, naming the parameter', async () => {
    for (const [query, field] of [
      ['findsupplier?tags=abc', 'tags'],
      ['internal?tagIds=1,x', 'tagIds'],
      ['findsupplier?sortColumn=constructor', 'sortColumn'],
      ['internal?sortcolumn=size', 'sortcolumn'],
      ['internal?sortDirection=3', 'sortDirection'],
      ['findsupplier?page=0', 'page'],
    ]) {
      const response = await get(`/organisation/${ID}/documents/${query}`);
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
    expect((await get(`/organisation/${ID}/documents/findsupplier?tags=1,3&tags=6`)).status).toBe(200);
  });

  it('a zip request’s tags must be a list of integers', async () => {
    for (const tags of [['a'], [1.5], '1,2', [1, '2'], { 0: 1 }, [null]]) {
      const response = await zip({ organisationEntityId: ID, tags });
      expect(response.status).toBe(400);
      expect((await response.json()).field).toBe('tags');
    }
    const missing = await zip({ tags: [1] });
    expect(missing.status).toBe(400);
    expect((await missing.json()).field).toBe('organisationEntityId');
    const accepted = await zip({ organisationEntityId: ID, tags: [1, 3] });
    expect(accepted.status).toBe(200);
    expect((await accepted.json()).jobId).toEqual(expect.any(Number));
    expect((await zip({ organisationEntityId: ID })).status).toBe(200);
  });
});

describe('documents: upload names and downloads', () => {
  it('refuses .exe/.zip/.msi hidden behind trailing dots, spaces, a stream suffix or invisible characters', async () => {
    for (const name of ['virus.exe.', 'virus.exe ', 'virus.EXE. . ', 'archive.zip...', 'setup.msi\u0000', 'virus.exe::$DATA', 'virus.exe\u200b', 'dir/virus.exe']) {
      const response = await uploadNamed(name);
      expect(response.status, name).toBe(400);
      expect((await response.json()).message).toBe('Document upload failed: This file type is not supported. Please try again.');
    }
  });

  it('stores names without path separators or control characters, at most 255 characters, keeping the extension', async () => {
    const stored = async (name: string) => ((await (await uploadNamed(name)).json()) as DocumentDto).fileName;
    expect(await stored('../../etc/report.pdf')).toBe('report.pdf');
    expect(await stored('C:\\fakepath\\plan.pdf')).toBe('plan.pdf');
    expect(await stored('bad\u0007na\u202Eme\u0000.pdf')).toBe('badname.pdf');
    const long = await stored(`${'a'.repeat(400)}.pdf`);
    expect(long).toHaveLength(MAX_DOCUMENT_NAME_LENGTH);
    expect(long.endsWith('.pdf')).toBe(true);
    // Nothing left of the name: not a supported type.
    expect((await uploadNamed('/\u0001/ . .')).status).toBe(400);
  });

  it('a document named Łódź.pdf downloads: filename* in UTF-8, an ASCII fallback, nosniff', async () => {
    const created = (await (await uploadNamed('Łódź.pdf')).json()) as DocumentDto;
    expect(created.fileName).toBe('Łódź.pdf');
    const file = await get(`/Documents/published/${created.id}`);
    expect(file.status).toBe(200);
    const disposition = file.headers.get('Content-Disposition')!;
    expect(disposition).toBe(`attachment; filename="_odz.pdf"; filename*=UTF-8''${encodeURIComponent('Łódź.pdf')}`);
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // What the app reads from it (documentsService.fileNameOf): the real name.
    expect(fileNameOf(disposition)).toBe('Łódź.pdf');

    // The same name as a browser sends it: the multipart part's own filename, in UTF-8.
    const sent = (await (await upload(new TextEncoder().encode('%PDF-1.4 y'), 'Łódź.pdf')).json()) as DocumentDto;
    expect(sent.fileName).toBe('Łódź.pdf');
    expect(fileNameOf((await get(`/Documents/published/${sent.id}`)).headers.get('Content-Disposition'))).toBe('Łódź.pdf');
  });

  it('a generated document’s download carries nosniff and both filename forms', async () => {
    const page = (await (await get(`/organisation/${ID}/documents/findsupplier?itemsPerPage=1`)).json()) as DocumentPageDto;
    const file = await get(`/Documents/published/${page.documents[0].id}`);
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="[^"]+\.pdf"; filename\*=UTF-8''.+\.pdf$/);
  });
});

describe('documents: uploads and the browser storage they are kept in', () => {
  /** localStorage as Chromium bounds it: about 5 million characters a site, past which setItem throws. */
  function boundedStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (value.length > 5_000_000) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        items.set(key, value);
      },
      removeItem: (key: string) => void items.delete(key),
    };
  }

  it('twenty uploads of the largest kept size, and a note written after them, are all there after a reload', async () => {
    const storage = boundedStorage();
    enablePersistence(storage);
    try {
      const before = (await internalPage()).numberOfResults;
      const file = new Uint8Array(MAX_KEPT_UPLOAD_BYTES).map((_, i) => (i * 7919) % 251);
      for (let i = 0; i < 20; i++) expect((await upload(file, `drawing-${i}.pdf`)).status).toBe(200);
      const note = await fetch('http://localhost/mock-api/entityNotes/entitynotes', {
        method: 'POST', headers: { Authorization: `Bearer ${FULL_BUYER}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ entityId: ID, title: '', description: 'Written after the uploads' }),
      });
      expect(note.status).toBe(201);

      // A reload: memory starts empty, then the stored copy comes back.
      disablePersistence();
      resetDb();
      enablePersistence(storage);
      expect((await internalPage()).numberOfResults).toBe(before + 20);
      const notes = await (await fetch(`http://localhost/mock-api/entityNotes/entitynotes/${ID}?itemsPerPage=50`, { headers: { Authorization: `Bearer ${FULL_BUYER}` } })).json();
      expect(notes.data.items.map((n: { description: string }) => n.description)).toContain('Written after the uploads');

      // The first uploads download their own bytes; once the kept bytes are spent, a stand-in PDF.
      const mine = (await internalPage()).documents.filter((d) => d.displayName.startsWith('drawing-'));
      const first = mine.find((d) => d.displayName === 'drawing-0')!;
      const last = mine.find((d) => d.displayName === 'drawing-19')!;
      expect(new Uint8Array(await (await get(`/Documents/published/${first.id}`)).arrayBuffer())).toEqual(file);
      expect(await (await get(`/Documents/published/${last.id}`)).text()).toMatch(/^%PDF/);
    } finally {
      disablePersistence();
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { NoteDto, NotesPageResponse } from '@/services/entityNotes/types';
import type { RemindersResponse } from '@/services/reminders/types';
import { setFault } from '../faults';
import { NOTES_PROFILE_IDS } from '../data/profile/notes';
import { REMINDER_PROFILE_IDS } from '../data/profile/reminders';

const headers = { Authorization: 'Bearer mock-token:5001', 'Content-Type': 'application/json' };
const get = (path: string, extra: Record<string, string> = {}) => fetch(`http://localhost/mock-api${path}`, { headers: { ...headers, ...extra } });
const send = (method: string, path: string, body?: unknown) =>
  fetch(`http://localhost/mock-api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });

const ID = NOTES_PROFILE_IDS.many;
const TEXT = '<b>x</b> 👷‍♀️ مرحبا\n' + 'y'.repeat(7000);

describe('profile records on the mock platform (issue 14 item 7)', () => {
  it('entitynotes: pages newest first; POST, PUT and DELETE persist text exactly as sent', async () => {
    const first = ((await (await get(`/entityNotes/entitynotes/${ID}?page=1&itemsPerPage=30`)).json()) as NotesPageResponse).data;
    expect(first.items).toHaveLength(30);
    expect(first.totalCount).toBe(45);
    const created = (await (await send('POST', '/entityNotes/entitynotes', { entityId: ID, title: '', description: TEXT })).json()) as NoteDto;
    expect(created).toMatchObject({ entityId: ID, title: null, description: TEXT, lastUpdatedBy: 'Alex Morgan' });
    const page = ((await (await get(`/entityNotes/entitynotes/${ID}?page=1&itemsPerPage=10`)).json()) as NotesPageResponse).data;
    expect(page.items[0].description).toBe(TEXT);
    expect(page.totalCount).toBe(46);
    const updated = (await (await send('PUT', `/entityNotes/entitynotes/${created.id}`, { id: created.id, title: 'T', description: 'changed' })).json()) as NoteDto;
    expect(updated.description).toBe('changed');
    expect((await send('DELETE', `/entityNotes/entitynotes/${created.id}`)).status).toBe(204);
    expect(((await (await get(`/entityNotes/entitynotes/${ID}?page=1&itemsPerPage=10`)).json()) as NotesPageResponse).data.totalCount).toBe(45);
  });

  it('entitynotes refuses what the form refuses: a blank description, one over 8000, a title over 80', async () => {
    expect((await send('POST', '/entityNotes/entitynotes', { entityId: ID, title: '', description: '   ' })).status).toBe(400);
    expect((await send('POST', '/entityNotes/entitynotes', { entityId: ID, title: '', description: 'z'.repeat(8001) })).status).toBe(400);
    expect((await send('POST', '/entityNotes/entitynotes', { entityId: ID, title: 't'.repeat(81), description: 'ok' })).status).toBe(400);
  });

  it('fails through the fault parameter', async () => {
    setFault({ method: 'POST', pathIncludes: '/entitynotes', status: 500, once: true });
    expect((await send('POST', '/entityNotes/entitynotes', { entityId: ID, title: '', description: 'x' })).status).toBe(500);
  });

  it('udf PUT refuses a custom text over 100 characters', async () => {
    const response = await send('PUT', `/udf/udf/${ID}`, { entityId: ID, values: [{ itemId: 101, stringValue: 'a'.repeat(101), options: [] }] });
    expect(response.status).toBe(400);
  });

  it('reminders: sorted and paged on the server, words in the X-Language-Id language', async () => {
    const id = REMINDER_PROFILE_IDS.many;
    const en = (await (await get(`/reminders/reminder/${id}?page=1&pageSize=10&sortBy=sentOn&sortType=desc`, { 'X-Language-Id': '1' })).json()) as RemindersResponse;
    expect(en.totalCount).toBe(35);
    expect(en.items[0].goals.length).toBe(2);
    const dates = en.items.map((r) => r.sentOn);
    expect(dates).toEqual([...dates].sort().reverse());
    const fr = (await (await get(`/reminders/reminder/${id}?page=1&pageSize=10&sortBy=sentOn&sortType=desc`, { 'X-Language-Id': '2' })).json()) as RemindersResponse;
    expect(fr.items[0].reminderTypeName).toBe('Rappel de conformité');
    expect((await get(`/reminders/reminder/${id}?sortBy=nope`)).status).toBe(400);
  });

  it('consult notices follow the profile count; the issue report token has the real shape', async () => {
    const notices = await (await get('/supplier/ConsultNotices/entity/100011')).json();
    expect(notices.consultNotices).toHaveLength(3);
    const token = await (await get('/analytics/powerbi/supplierissuetoken/100011')).json();
    expect(token.reports[0]).toEqual(expect.objectContaining({ reportId: expect.any(String), workspaceId: expect.any(String), url: expect.any(String), token: expect.any(String) }));
  });
});

describe('reminders, consult notices and the issues report: any buyer, bounded (spec 02 §6, §9)', () => {
  const as = (token: string, path: string) => fetch(`http://localhost/mock-api${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };
  const reads = ['/reminders/reminder/100011?page=1&pageSize=10', '/supplier/ConsultNotices/entity/100011', '/analytics/powerbi/supplierissuetoken/100011'];

  it('every buyer reads them, another organisation’s too; without suppliersourcing:access, or kept on the landing, refused', async () => {
    for (const path of reads) {
      expect((await as('mock-token:5002', path)).status, path).toBe(200);
      expect((await as('mock-token:5101', path)).status, path).toBe(200);
      const noAccess = await as('mock-token:5001;without=suppliersourcing:access', path);
      expect(noAccess.status, path).toBe(403);
      expect(await noAccess.json()).toEqual(NOT_PERMITTED);
      expect((await as('mock-token:5006', path)).status, path).toBe(403);
      expect((await fetch(`http://localhost/mock-api${path}`)).status, path).toBe(401);
    }
  });

  it('reminders: pageSize at most 50 (the tab offers 10, 30, 50), at least 1, an integer; sortType typed', async () => {
    const id = REMINDER_PROFILE_IDS.many;
    expect((await get(`/reminders/reminder/${id}?page=1&pageSize=50`)).status).toBe(200);
    for (const [query, field] of [['pageSize=51', 'pageSize'], ['pageSize=99999999', 'pageSize'], ['pageSize=0', 'pageSize'], ['pageSize=1.5', 'pageSize'], ['page=0', 'page'], ['sortType=up', 'sortType']]) {
      const response = await get(`/reminders/reminder/${id}?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).field).toBe(field);
    }
  });

  it('reminders: an X-Language-Id it does not know is English, not a crash', async () => {
    const id = REMINDER_PROFILE_IDS.many;
    for (const languageId of ['constructor', '__proto__', '9']) {
      const response = await get(`/reminders/reminder/${id}?page=1&pageSize=10`, { 'X-Language-Id': languageId });
      expect(response.status, languageId).toBe(200);
      expect(((await response.json()) as RemindersResponse).totalCount).toBe(35);
    }
  });

  it('an unknown or malformed supplier id is a 404', async () => {
    for (const path of ['/reminders/reminder/1e5', '/supplier/ConsultNotices/entity/abc', '/analytics/powerbi/supplierissuetoken/99']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});

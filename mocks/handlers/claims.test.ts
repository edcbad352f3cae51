import { describe, expect, it } from 'vitest';
import { getDb } from '../db';

/** Issue 33: the shell's claims calls need a known caller; the language is set with a text body (spec 01 §7). */
const BASE = 'http://localhost/mock-api/claims';
const auth = (token = 'mock-token:5001') => ({ Authorization: `Bearer ${token}` });
const setLanguage = (body: string, contentType: string, token?: string) =>
  fetch(`${BASE}/users/language`, { method: 'PUT', headers: { ...auth(token), 'Content-Type': contentType }, body });

describe('claims service', () => {
  it('answers 401 to a call without a known token, the languages list included', async () => {
    for (const path of ['/menu/user-5001', '/languages', '/users/settings']) {
      expect((await fetch(`${BASE}${path}`)).status, path).toBe(401);
      expect((await fetch(`${BASE}${path}`, { headers: { Authorization: 'Bearer mock-token:999' } })).status, path).toBe(401);
    }
    expect((await fetch(`${BASE}/users/language`, { method: 'PUT', headers: { 'Content-Type': 'text/plain' }, body: 'fr' })).status).toBe(401);
  });

  it('sets the language from a text body', async () => {
    expect((await setLanguage('fr', 'text/plain')).status).toBe(204);
    expect(getDb().userLanguages[5001]).toBe('fr');
    expect((await (await fetch(`${BASE}/users/settings`, { headers: auth() })).json()).language).toBe('fr');
  });

  it('refuses an unknown language with a 400 naming it, and a body of another type with a 415', async () => {
    const unknown = await setLanguage('x'.repeat(5000), 'text/plain');
    expect(unknown.status).toBe(400);
    const body = await unknown.json();
    expect(body.field).toBe('language');
    expect(body.message.length).toBeLessThan(100);
    expect((await setLanguage('fr', 'application/xml')).status).toBe(415);
  });

  it('serves the French limited buyer: the shell is part of the landing page', async () => {
    const limited = 'mock-token:5006';
    expect((await fetch(`${BASE}/menu/user-5006`, { headers: auth(limited) })).status).toBe(200);
    expect((await fetch(`${BASE}/languages`, { headers: auth(limited) })).status).toBe(200);
    expect((await fetch(`${BASE}/users/settings`, { headers: auth(limited) })).status).toBe(200);
    expect((await setLanguage('en', 'text/plain', limited)).status).toBe(204);
  });
});

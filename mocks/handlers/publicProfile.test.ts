import { describe, expect, it } from 'vitest';
import { AWKWARD_PROFILE_IDS } from '../data/profile/awkwardProfiles';
import { supplierProfile } from './profileState';
import { MAX_PUBLIC_PROFILE_URL_LENGTH } from './publicProfile';

const ID = AWKWARD_PROFILE_IDS.favourite;
const get = (path: string, token: string | null = 'mock-token:5001') =>
  fetch(`http://localhost/mock-api/publicProfile${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const lookup = (url: string, token?: string | null) => get(`/public/profiles?url=${encodeURIComponent(url)}`, token);

describe('public profile calls (spec 02 §2.1, §7): any buyer, bounded', () => {
  it('looks a profile url up and reads the public details, for any buyer', async () => {
    const url = `https://profiles.example/${supplierProfile(ID)!.publicProfileUrl}`;
    for (const token of ['mock-token:5001', 'mock-token:5101']) {
      expect(await (await lookup(url, token)).json()).toEqual({ entityId: ID });
      expect((await get(`/profiles/${ID}`, token)).status).toBe(200);
    }
    expect((await lookup(url, null)).status).toBe(401);
    expect((await get(`/profiles/${ID}`, 'mock-token:5001;without=suppliersourcing:access')).status).toBe(403);
  });

  it('a missing url, or one over 2048 characters, is a 400 naming url; an unknown one a 404', async () => {
    const missing = await get('/public/profiles');
    expect(missing.status).toBe(400);
    expect((await missing.json()).field).toBe('url');
    const long = await lookup(`https://profiles.example/${'a'.repeat(MAX_PUBLIC_PROFILE_URL_LENGTH)}-${ID}`);
    expect(long.status).toBe(400);
    expect((await long.json()).field).toBe('url');
    expect((await lookup('https://profiles.example/nobody-12')).status).toBe(404);
  });

  it('a malformed profile id is a 404, never a 500', async () => {
    for (const id of ['1e5', 'abc', `${ID}.0`]) expect((await get(`/profiles/${id}`)).status, id).toBe(404);
  });
});

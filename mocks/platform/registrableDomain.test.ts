import { describe, expect, it } from 'vitest';
import { getDomain } from './registrableDomain';

// The production build gives tough-cookie this module for tldts (vite.config.ts): npm run budget
// holds the worker script to a size the public suffix list would break, and e2e runs that worker.
describe('registrableDomain (tldts for the mock platform worker’s cookie jar)', () => {
  it('answers the last two labels of a host name, and nothing for an address or a single label', () => {
    expect(getDomain('app.qa.example.com')).toBe('example.com');
    expect(getDomain('QA.Example.COM.')).toBe('example.com');
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('[::1]')).toBeNull();
    expect(getDomain('intranet')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url } from './base64url';

describe('base64url', () => {
  it('round-trips bytes with only URL-safe characters', () => {
    const bytes = Uint8Array.from([0, 1, 62, 63, 250, 251, 252, 253, 254, 255]);
    const encoded = bytesToBase64Url(bytes);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(base64UrlToBytes(encoded)).toEqual(bytes);
  });

  it('answers null for what is not base64url', () => {
    expect(base64UrlToBytes('abc$')).toBeNull();
    expect(base64UrlToBytes('abc=')).toBeNull();
    expect(base64UrlToBytes('a')).toBeNull();
  });
});

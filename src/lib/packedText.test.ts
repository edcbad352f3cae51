import { describe, expect, it } from 'vitest';
import { bytesToBase64Url } from './base64url';
import { packText, unpackText } from './packedText';

describe('packed text', () => {
  it('round-trips UTF-8 text, shorter than the text when it repeats itself', async () => {
    const text = JSON.stringify(Array.from({ length: 5 }, () => ({ title: 'Société Générale ½ & co/?+=' })));
    const packed = await packText(text);
    expect(packed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(packed.length).toBeLessThan(text.length);
    expect(await unpackText(packed, 10_000)).toBe(text);
  });

  it('answers null for what does not unpack, and for what unpacks past the limit', async () => {
    expect(await unpackText('abc$', 100)).toBeNull();
    expect(await unpackText(bytesToBase64Url(Uint8Array.from([255, 255, 255, 255])), 100)).toBeNull();
    expect(await unpackText(await packText('a'.repeat(5000)), 1000)).toBeNull();
    expect(await unpackText('', 100)).toBeNull();
  });
});

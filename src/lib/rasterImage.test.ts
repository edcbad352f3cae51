import { describe, expect, it } from 'vitest';
import { asRasterImage, rasterImageTypeOf } from './rasterImage';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);

const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const GIF = text('GIF89a\x01\x00');
const WEBP = bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50);
const SVG = text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('rasterImageTypeOf: the bytes decide (issue 34)', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF87a', text('GIF87a\x01\x00'), 'image/gif'],
    ['GIF89a', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
    ['SVG', SVG, null],
    ['SVG with an XML declaration', text('<?xml version="1.0"?><svg/>'), null],
    ['HTML', text('<!doctype html><script>alert(1)</script>'), null],
    ['a RIFF that is no WebP (WAV)', bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45), null],
    ['a PNG signature cut short', PNG.subarray(0, 4), null],
    ['nothing', bytes(), null],
  ])('%s → %s', (_, image, expected) => {
    expect(rasterImageTypeOf(image)).toBe(expected);
  });
});

describe('asRasterImage', () => {
  it('types a raster image by its bytes, whatever the server said', async () => {
    const image = await asRasterImage(new Blob([PNG], { type: 'image/svg+xml' }));
    expect(image?.type).toBe('image/png');
    expect(image?.size).toBe(PNG.length);
  });

  it('refuses an SVG, even one declared as image/png', async () => {
    expect(await asRasterImage(new Blob([SVG], { type: 'image/png' }))).toBeNull();
    expect(await asRasterImage(new Blob([SVG], { type: 'image/svg+xml' }))).toBeNull();
  });
});

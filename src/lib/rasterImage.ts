/** The image types a logo may be shown as from a blob: raster formats, which cannot carry script. */
export type RasterImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/**
 * The raster type of an image, read from its first bytes (its signature), or null for anything
 * else. The bytes decide, never the server's Content-Type: an SVG (which can run script once
 * opened from a blob: or data: URL on the app's origin) declared as image/png is still an SVG.
 */
export function rasterImageTypeOf(bytes: Uint8Array): RasterImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** How many leading bytes rasterImageTypeOf needs. */
const SIGNATURE_BYTES = 12;

/** Reads a blob's first bytes (FileReader: jsdom's Blob has no arrayBuffer()). */
function headOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Image could not be read'));
    reader.readAsArrayBuffer(blob.slice(0, SIGNATURE_BYTES));
  });
}

/**
 * The blob again, typed by its own bytes, when it is a raster image; null otherwise (an SVG, HTML,
 * anything else), so the caller shows no image rather than an object or data URL that could run
 * script on the app's origin.
 */
export async function asRasterImage(blob: Blob): Promise<Blob | null> {
  const type = rasterImageTypeOf(await headOf(blob));
  return type ? new Blob([blob], { type }) : null;
}

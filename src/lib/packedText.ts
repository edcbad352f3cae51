import { base64UrlToBytes, bytesToBase64Url } from './base64url';

/**
 * Text made short and URL-safe for a query parameter: raw DEFLATE (the browser's CompressionStream)
 * then base64url. Unpacking stops past `maxLength` bytes, so a crafted value cannot expand into
 * megabytes, and answers null for anything that does not unpack to UTF-8.
 */
async function pump(stream: CompressionStream | DecompressionStream, input: Uint8Array, maxBytes: number) {
  const writer = stream.writable.getWriter();
  // Failures surface on the readable side; these promises would only repeat them.
  writer.write(input as Uint8Array<ArrayBuffer>).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.length;
    if (length > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

export async function packText(text: string): Promise<string> {
  const packed = await pump(new CompressionStream('deflate-raw'), new TextEncoder().encode(text), Number.POSITIVE_INFINITY);
  return bytesToBase64Url(packed!);
}

export async function unpackText(packed: string, maxLength: number): Promise<string | null> {
  const bytes = base64UrlToBytes(packed);
  if (!bytes || bytes.length === 0) return null;
  try {
    const text = await pump(new DecompressionStream('deflate-raw'), bytes, maxLength);
    return text && new TextDecoder('utf-8', { fatal: true }).decode(text);
  } catch {
    return null;
  }
}

/**
 * A tiny PNG writer for the mock logo service: a coloured band with white capitals. The real logo
 * service answers raster images, and the app shows only raster logos (issue 34: an SVG behind a
 * blob or data URL could run script on the app's origin), so the mock answers PNG too.
 */

/** 5×7 capitals, one string of 7 rows of 5 bits each; anything else is drawn as '?'. */
const GLYPHS: Record<string, string> = {
  A: '01110100011000111111100011000110001', B: '11110100011000111110100011000111110',
  C: '01110100011000010000100001000101110', D: '11110100011000110001100011000111110',
  E: '11111100001000011110100001000011111', F: '11111100001000011110100001000010000',
  G: '01110100011000010111100011000101111', H: '10001100011000111111100011000110001',
  I: '01110001000010000100001000010001110', J: '00111000100001000010000101001001100',
  K: '10001100101010011000101001001010001', L: '10000100001000010000100001000011111',
  M: '10001110111010110101100011000110001', N: '10001110011010110011100011000110001',
  O: '01110100011000110001100011000101110', P: '11110100011000111110100001000010000',
  Q: '01110100011000110001101011001001101', R: '11110100011000111110101001001010001',
  S: '01111100001000001110000010000111110', T: '11111001000010000100001000010000100',
  U: '10001100011000110001100011000101110', V: '10001100011000110001100010101000100',
  W: '10001100011000110101101011010101010', X: '10001100010101000100010101000110001',
  Y: '10001100010101000100001000010000100', Z: '11111000010001000100010001000011111',
  '?': '01110100010000100010001000000000100',
};

const WIDTH = 240;
const HEIGHT = 64;

function crcTable(): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}
const CRC = crcTable();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

function chunk(type: string, data: Uint8Array): number[] {
  const body = new Uint8Array([...type].map((c) => c.charCodeAt(0)).concat(Array.from(data)));
  return [...u32(data.length), ...body, ...u32(crc32(body))];
}

/** zlib with stored (uncompressed) deflate blocks: no compressor needed, and the image is small. */
function zlibStored(raw: Uint8Array): Uint8Array {
  const out: number[] = [0x78, 0x01];
  for (let at = 0; at < raw.length || at === 0; at += 0xffff) {
    const block = raw.subarray(at, at + 0xffff);
    const last = at + 0xffff >= raw.length ? 1 : 0;
    out.push(last, block.length & 0xff, block.length >>> 8, ~block.length & 0xff, (~block.length >>> 8) & 0xff, ...block);
    if (last) break;
  }
  out.push(...u32(adler32(raw)));
  return new Uint8Array(out);
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = saturation * Math.min(lightness, 1 - lightness);
  const f = (n: number) => lightness - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

/**
 * Logos already drawn, by text and hue: every page asks for the buyer's logo and each supplier's, and
 * drawing one costs ~10 ms (a unit test file of 90 screens spent 1 s of its 35 s here). Bounded, as
 * the network has 50,000 suppliers.
 */
const drawn = new Map<string, Uint8Array>();
const MAX_DRAWN = 256;

/** A PNG (two-colour palette) of `text` in capitals on a band of the given hue; a fresh copy each time (a response may transfer its bytes). */
export function logoPng(text: string, hue: number): Uint8Array {
  const key = `${hue}:${text}`;
  let png = drawn.get(key);
  if (!png) {
    png = drawLogoPng(text, hue);
    if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value as string);
    drawn.set(key, png);
  }
  return png.slice();
}

function drawLogoPng(text: string, hue: number): Uint8Array {
  const letters = [...text.toUpperCase()].map((c) => GLYPHS[c] ?? GLYPHS['?']);
  const scale = Math.max(1, Math.min(5, Math.floor((WIDTH - 16) / (6 * Math.max(1, letters.length)))));
  const textWidth = (letters.length * 6 - 1) * scale;
  const left = Math.floor((WIDTH - textWidth) / 2);
  const top = Math.floor((HEIGHT - 7 * scale) / 2);
  const raw = new Uint8Array((WIDTH + 1) * HEIGHT);
  letters.forEach((glyph, index) => {
    for (let row = 0; row < 7; row++) {
      for (let col = 0; col < 5; col++) {
        if (glyph[row * 5 + col] !== '1') continue;
        for (let dy = 0; dy < scale; dy++) {
          for (let dx = 0; dx < scale; dx++) {
            const x = left + (index * 6 + col) * scale + dx;
            const y = top + row * scale + dy;
            raw[y * (WIDTH + 1) + 1 + x] = 1;
          }
        }
      }
    }
  });
  const header = new Uint8Array([...u32(WIDTH), ...u32(HEIGHT), 8, 3, 0, 0, 0]);
  const palette = new Uint8Array([...hslToRgb(hue, 0.55, 0.3), 255, 255, 255]);
  return new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...chunk('IHDR', header), ...chunk('PLTE', palette), ...chunk('IDAT', zlibStored(raw)), ...chunk('IEND', new Uint8Array()),
  ]);
}

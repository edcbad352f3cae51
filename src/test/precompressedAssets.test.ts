import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import { acceptsEncoding, compressibleAssets, precompressedAssets } from '../../scripts/precompressedAssets';
import { server as mockApi } from '../../mocks/node';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP GET (no transparent decompression), as a browser's network layer sees it. */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolvePromise, reject) => {
    request(url, { headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('precompressed assets (build writes .br and .gz; preview sends them)', () => {
  let root: string;
  let server: PreviewServer;
  let base: string;
  // Large enough to be compressed, small enough to stay quick; unique so a wrong file would show.
  const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;

  beforeAll(async () => {
    // These requests go to a real server: msw/node (test setup) must not intercept them.
    mockApi.close();
    root = mkdtempSync(join(tmpdir(), 'precompressed-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="/src/main.js"></script>');
    writeFileSync(join(root, 'src/main.js'), `import('./big.js').then((m) => console.log(m.words.length));\nimport('./small.js').then((m) => console.log(m.word));\n`);
    // Under the 1 KB below which no compressed copy is written.
    writeFileSync(join(root, 'src/small.js'), `export const word = 'small';\n`);
    writeFileSync(join(root, 'src/big.js'), bigScript);
    const config = { root, configFile: false as const, logLevel: 'silent' as const, base: '/app/', plugins: [precompressedAssets()] };
    await build({ ...config, build: { outDir: 'dist', minify: false } });
    server = await preview({ ...config, preview: { port: 0, host: '127.0.0.1' } });
    base = server.resolvedUrls?.local[0] ?? '';
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const bigAsset = () => compressibleAssets(join(root, 'dist/assets')).find((name) => name.startsWith('big-') && name.endsWith('.js'));

  it('writes beside each compressible asset a Brotli and a gzip copy that decode to it', () => {
    const dir = join(root, 'dist/assets');
    expect(bigAsset()).toBeDefined();
    for (const name of compressibleAssets(dir)) {
      const asset = readFileSync(join(dir, name));
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`)))).toEqual(asset);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`)))).toEqual(asset);
    }
  });

  it('makes the Brotli copy smaller than the gzip one', () => {
    const dir = join(root, 'dist/assets');
    const name = bigAsset()!;
    expect(readFileSync(join(dir, `${name}.br`)).length).toBeLessThan(readFileSync(join(dir, `${name}.gz`)).length);
  });

  it('counts as compressible only scripts, styles, JSON and SVG of 1 KB or more', () => {
    const dir = mkdtempSync(join(tmpdir(), 'compressible-'));
    try {
      writeFileSync(join(dir, 'small.js'), 'x'.repeat(1023));
      writeFileSync(join(dir, 'large.js'), 'x'.repeat(1024));
      writeFileSync(join(dir, 'large.css'), 'x'.repeat(2048));
      writeFileSync(join(dir, 'large.png'), 'x'.repeat(2048));
      expect(compressibleAssets(dir).sort()).toEqual(['large.css', 'large.js']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /** The two precompressed copies, as this test writes and reads them. */
  const CODECS = {
    br: { suffix: '.br', encode: brotliCompressSync, decode: brotliDecompressSync },
    gzip: { suffix: '.gz', encode: gzipSync, decode: gunzipSync },
  } as const;

  /**
   * Asks for the big asset with `acceptEncoding` while its copy for `encoding` is marked: a copy the
   * preview's own compression could not have produced shows which file was sent. Restores the copy.
   */
  async function answerWithMarkedCopy(encoding: keyof typeof CODECS, acceptEncoding: string) {
    const { suffix, encode, decode } = CODECS[encoding];
    const file = join(root, 'dist/assets', `${bigAsset()}${suffix}`);
    const written = readFileSync(file);
    writeFileSync(file, encode(`${decode(written).toString()}// the ${suffix} copy\n`));
    try {
      const answer = await get(`${base}assets/${bigAsset()}`, { 'Accept-Encoding': acceptEncoding });
      return { ...answer, text: answer.headers['content-encoding'] === encoding ? decode(answer.body).toString() : '' };
    } finally {
      writeFileSync(file, written);
    }
  }

  it('sends the Brotli copy itself to a browser that accepts Brotli (as every current one does)', async () => {
    const answer = await answerWithMarkedCopy('br', 'gzip, deflate, br, zstd');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.text).toMatch(/"word 399"[\s\S]*\/\/ the \.br copy\n$/);
  });

  it('sends the gzip copy itself (not a compression of the asset made on the fly) to a client that accepts gzip but not Brotli', async () => {
    const answer = await answerWithMarkedCopy('gzip', 'gzip, deflate, br;q=0');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.text).toMatch(/"word 399"[\s\S]*\/\/ the \.gz copy\n$/);
  });

  it('sends the asset as it is to a client that does not accept gzip', async () => {
    const answer = await get(`${base}assets/${bigAsset()}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toContain('"word 399"');
  });

  it('lets the browser keep every hashed asset a year without asking again, compressed or not, small or large', async () => {
    const dir = join(root, 'dist/assets');
    const small = readdirSync(dir).find((name) => name.startsWith('small-') && name.endsWith('.js'));
    expect(small).toBeDefined();
    expect(compressibleAssets(dir)).not.toContain(small);
    for (const [name, acceptEncoding] of [[bigAsset()!, 'br'], [bigAsset()!, 'gzip'], [bigAsset()!, ''], [small!, 'gzip, br']]) {
      const answer = await get(`${base}assets/${name}`, { 'Accept-Encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const smallAnswer = await get(`${base}assets/${small}`, { 'Accept-Encoding': 'gzip, br' });
    expect(smallAnswer.headers['content-encoding']).toBeUndefined();
    expect(smallAnswer.body).toEqual(readFileSync(join(dir, small!)));
  });

  it('never lets the browser keep the page itself or a missing asset’s fallback without asking', async () => {
    for (const url of [base, `${base}assets/missing-abc123.js`]) {
      const answer = await get(url);
      expect(answer.headers['cache-control'] ?? '').not.toContain('immutable');
    }
  });

  it('reads Accept-Encoding as HTTP means it: listed or "*", with a weight above zero', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip;q=1.0, br;q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true);
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('*;q=0, gzip', 'br')).toBe(false);
    expect(acceptsEncoding('gzip', 'br')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });

  it('leaves everything else to the preview: the page itself, and its fallback for a missing asset', async () => {
    for (const url of [base, `${base}assets/missing-abc123.js`]) {
      const answer = await get(url, { 'Accept-Encoding': 'gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});

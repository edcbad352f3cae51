import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';
import { HASHED_ASSET_CACHE_CONTROL } from './assetCaching.ts';

/** Smaller files are sent as they are: a compressed copy's header and a round trip gain nothing there. */
const MIN_BYTES = 1024;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The build's hashed assets that are worth compressing, as paths inside `dir`. */
export function compressibleAssets(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => TYPES[extname(name)] !== undefined && statSync(join(dir, name)).size >= MIN_BYTES);
}

// Asynchronous: zlib's thread pool compresses several files at once (Brotli's best quality takes
// ~20 s for the whole build on one core).
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The copies written beside each asset, best first: a browser gets the first one it accepts. */
export const ENCODINGS = [
  {
    name: 'br',
    suffix: '.br',
    compress: (data: Buffer) => brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  },
  { name: 'gzip', suffix: '.gz', compress: (data: Buffer) => gzipAsync(data, { level: 9 }) },
] as const;

/**
 * Whether an Accept-Encoding header accepts `name`: listed (or `*`) with a weight above zero. A
 * client that names no weight accepts with weight 1.
 */
export function acceptsEncoding(header: string | undefined, name: string): boolean {
  const weights = new Map(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(/\s*;\s*/))
      .filter(([coding]) => coding)
      .map(([coding, ...params]) => {
        const q = params.find((p) => p.startsWith('q='));
        return [coding, q ? Number(q.slice(2)) : 1] as const;
      }),
  );
  const weight = weights.get(name) ?? weights.get('*');
  return weight !== undefined && weight > 0;
}

/**
 * Static hosts and CDNs send hashed assets compressed once, at deploy time (nginx gzip_static and
 * brotli_static, a CDN's cache). `vite preview` compresses every response again as it sends it, and
 * only with gzip: ~70 ms of CPU per cold load of the landing (the mock platform's worker script
 * alone is 550 KB), taken on a 2-core machine from the browser that is booting the app. So the
 * build writes `<asset>.br` (Brotli, quality 11) and `<asset>.gz` (level 9) beside each asset, and
 * the preview sends the Brotli copy to a browser that accepts it (every current one: ~13% fewer
 * bytes than gzip on the app's scripts, issue 39), else the gzip copy, else the file itself. Every
 * asset goes with the immutable Cache-Control a static host gives hashed files (scripts/assetCaching.ts).
 * Everything else (index.html, config.json, public/) goes through the preview's own compression and
 * revalidation as before. The dev server is untouched.
 */
export function precompressedAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'find-suppliers-precompressed-assets',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const dir = resolve(config.root, config.build.outDir, config.build.assetsDir);
      await Promise.all(
        compressibleAssets(dir).flatMap((name) => {
          const file = join(dir, name);
          const data = readFileSync(file);
          return ENCODINGS.map(async ({ suffix, compress }) => writeFileSync(`${file}${suffix}`, await compress(data)));
        }),
      );
    },
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir, server.config.build.assetsDir);
      const prefix = `${server.config.base}${server.config.build.assetsDir}/`;
      // Registered here, before the preview's compression and static middlewares.
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const name = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : '';
        const type = TYPES[extname(name)];
        const accepted = String(req.headers['accept-encoding'] ?? '');
        if (!type || name.includes('/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        // The best copy the client accepts, else the file itself (a smaller one has no copies).
        const candidates = [...ENCODINGS.filter(({ name: encoding }) => acceptsEncoding(accepted, encoding)), { name: null, suffix: '' }];
        let sent: { encoding: string | null; body: Buffer } | null = null;
        for (const { name: encoding, suffix } of candidates) {
          try {
            // At most a few hundred KB, read at once: no stream to fail half-way through a response.
            sent = { encoding, body: readFileSync(join(dir, `${name}${suffix}`)) };
            break;
          } catch {
            // No such copy: the next one. No file at all: the preview answers (its fallback page).
          }
        }
        if (!sent) return next();
        const { encoding, body } = sent;
        res.setHeader('Content-Type', type);
        if (encoding) res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', HASHED_ASSET_CACHE_CONTROL);
        for (const [header, value] of Object.entries(server.config.preview.headers ?? {})) if (value !== undefined) res.setHeader(header, value);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Smaller files are sent as they are: gzip's header and a round trip gain nothing there. */
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

/**
 * Static hosts and CDNs send hashed assets compressed once, at deploy time (nginx gzip_static, a
 * CDN's cache). `vite preview` compresses every response again as it sends it: ~70 ms of CPU per
 * cold load of the landing (the mock platform's worker script alone is 550 KB), taken on a
 * 2-core machine from the browser that is booting the app. So the build writes `<asset>.gz` (level 9)
 * beside each asset, and the preview sends that file to a browser that accepts gzip; everything
 * else (index.html, config.json, public/) goes through the preview's own compression as before.
 * The dev server is untouched.
 */
export function precompressedAssets(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'find-suppliers-precompressed-assets',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      const dir = resolve(config.root, config.build.outDir, config.build.assetsDir);
      for (const name of compressibleAssets(dir)) {
        const file = join(dir, name);
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
      }
    },
    configurePreviewServer(server) {
      const dir = resolve(server.config.root, server.config.build.outDir, server.config.build.assetsDir);
      const prefix = `${server.config.base}${server.config.build.assetsDir}/`;
      // Registered here, before the preview's compression and static middlewares.
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const name = path.startsWith(prefix) ? decodeURIComponent(path.slice(prefix.length)) : '';
        const type = TYPES[extname(name)];
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!type || !accepts || name.includes('/') || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        let body: Buffer;
        try {
          // At most a few hundred KB, read at once: no stream to fail half-way through a response.
          body = readFileSync(join(dir, `${name}.gz`));
        } catch {
          return next(); // no gzip copy (a smaller file, or a missing one): the preview answers
        }
        res.setHeader('Content-Type', type);
        res.setHeader('Content-Encoding', 'gzip');
        res.setHeader('Content-Length', body.length);
        res.setHeader('Vary', 'Accept-Encoding');
        for (const [header, value] of Object.entries(server.config.preview.headers ?? {})) if (value !== undefined) res.setHeader(header, value);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}

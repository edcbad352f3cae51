import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import { contentSecurityPolicy, headersFile, inlineScriptHashes, securityHeaders, securityHeadersPlugin, writeSecurityHeaders } from '../../scripts/securityHeaders';
import { precompressedAssets } from '../../scripts/precompressedAssets';
import { server as mockApi } from '../../mocks/node';

/** One directive's sources, as a browser splits the policy. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

const MOCK_CONFIG = { services: { search: '/mock-api/search', claims: '/mock-api/claims' }, auth0: null };
// The standard example: sha256 of the script text `alert(1)`.
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

describe('contentSecurityPolicy', () => {
  it('allows inline scripts only by their hashes, never by unsafe-inline or eval', () => {
    const csp = contentSecurityPolicy({ config: MOCK_CONFIG, scriptHashes: [ALERT_HASH] });
    expect(directive(csp, 'script-src')).toEqual(["'self'", ALERT_HASH, "'wasm-unsafe-eval'"]);
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('forbids framing, plugins and a foreign base', () => {
    const csp = contentSecurityPolicy({ config: MOCK_CONFIG, scriptHashes: [] });
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
  });

  it('connects to the mock platform same-origin, and to LaunchDarkly and Power BI', () => {
    const connect = directive(contentSecurityPolicy({ config: MOCK_CONFIG, scriptHashes: [] }), 'connect-src');
    expect(connect).toContain("'self'");
    expect(connect).toEqual(expect.arrayContaining(['https://app.launchdarkly.com', 'https://clientstream.launchdarkly.com', 'https://events.launchdarkly.com']));
    expect(connect).toEqual(expect.arrayContaining(['https://app.powerbi.com', 'https://*.analysis.windows.net']));
    expect(connect?.some((source) => source.includes('mock-api'))).toBe(false);
  });

  it("adds each service host's origin once and the Auth0 tenant for calls, its frame and its form posts", () => {
    const csp = contentSecurityPolicy({
      config: {
        services: { search: 'https://api.example.com/search/v1', claims: 'https://api.example.com/claims', logo: 'https://logos.example.com:8443/x' },
        auth0: { domain: 'tenant.eu.auth0.com' },
      },
      scriptHashes: [],
    });
    const connect = directive(csp, 'connect-src') ?? [];
    expect(connect.filter((source) => source === 'https://api.example.com')).toHaveLength(1);
    expect(connect).toEqual(expect.arrayContaining(['https://logos.example.com:8443', 'https://tenant.eu.auth0.com']));
    expect(directive(csp, 'frame-src')).toContain('https://tenant.eu.auth0.com');
    expect(directive(csp, 'form-action')).toContain('https://tenant.eu.auth0.com');
  });

  it('lets the Power BI report and the PDF viewer (a blob: URL) be framed, and blob: and own workers run', () => {
    const csp = contentSecurityPolicy({ config: MOCK_CONFIG, scriptHashes: [] });
    expect(directive(csp, 'frame-src')).toEqual(expect.arrayContaining(['blob:', 'https://app.powerbi.com']));
    expect(directive(csp, 'worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script and skips scripts with a src', () => {
    const html = '<script>alert(1)</script><script type="module" src="/a.js"></script><script >alert(1)</script><script>x</script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes[0]).toBe(ALERT_HASH);
    expect(hashes).toHaveLength(2);
  });
});

describe('headersFile', () => {
  it('writes every header under the base path in the _headers format', () => {
    expect(headersFile({ 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' }, '/app/')).toBe(
      '/app/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n',
    );
  });
});

function get(url: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolvePromise, reject) => {
    request(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
      res.resume();
      res.on('end', () => resolvePromise(res.headers));
    })
      .on('error', reject)
      .end();
  });
}

describe('the build writes the headers, the preview sends them', () => {
  let root: string;
  let server: PreviewServer;
  let base: string;
  const inline = 'window.booted = true;';

  beforeAll(async () => {
    // These requests go to a real server: msw/node (test setup) must not intercept them.
    mockApi.close();
    root = mkdtempSync(join(tmpdir(), 'security-headers-'));
    mkdirSync(join(root, 'src'));
    mkdirSync(join(root, 'public'));
    writeFileSync(join(root, 'index.html'), `<!doctype html><script>${inline}</script><script type="module" src="/src/main.js"></script>`);
    // Large enough for a gzip copy (scripts/precompressedAssets.ts), which must carry the headers too.
    writeFileSync(join(root, 'src/main.js'), `console.log(${JSON.stringify('x'.repeat(4000))});\n`);
    writeFileSync(join(root, 'public/config.json'), JSON.stringify({ services: { search: 'https://search.example.com/v1' }, auth0: { domain: 'me.auth0.com' } }));
    // The plugin reads the preview's headers at config time, before resolving: as vite.config.ts lists it.
    const config = { root, configFile: false as const, logLevel: 'silent' as const, base: '/app/', plugins: [securityHeadersPlugin(), precompressedAssets()] };
    await build({ ...config, build: { outDir: 'dist', minify: false } });
    server = await preview({ ...config, preview: { port: 0, host: '127.0.0.1' } });
    base = server.resolvedUrls?.local[0] ?? '';
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const written = () => JSON.parse(readFileSync(join(root, 'dist/headers.json'), 'utf8')) as Record<string, string>;

  it("writes dist/headers.json from the built index.html's inline scripts and the shipped config.json", () => {
    const expected = securityHeaders({
      config: { services: { search: 'https://search.example.com/v1' }, auth0: { domain: 'me.auth0.com' } },
      scriptHashes: inlineScriptHashes(`<script>${inline}</script>`),
    });
    expect(written()).toEqual(expected);
    expect(directive(written()['Content-Security-Policy'], 'connect-src')).toEqual(expect.arrayContaining(['https://search.example.com', 'https://me.auth0.com']));
  });

  it('writes the same headers to dist/_headers for static hosts, and a year of caching for the hashed assets only', () => {
    expect(readFileSync(join(root, 'dist/_headers'), 'utf8')).toBe(
      `${headersFile(written(), '/app/')}/app/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
    );
  });

  it('sends them with the page, its fallback routes and the gzip copies of assets', async () => {
    const script = readFileSync(join(root, 'dist/index.html'), 'utf8').match(/src="\/app\/(assets\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    for (const url of [base, `${base}some/route`, `${base}${script}`]) {
      const headers = await get(url);
      expect(headers['content-security-policy'], url).toBe(written()['Content-Security-Policy']);
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
    expect((await get(`${base}${script}`))['content-encoding']).toBe('gzip');
  });

  it("rewrites both files for a deployment's own config.json, with the same script hashes", () => {
    const before = written()['Content-Security-Policy'];
    writeFileSync(join(root, 'dist/config.json'), JSON.stringify({ services: { search: 'https://api.deployed.example' }, auth0: null }));
    expect(writeSecurityHeaders(join(root, 'dist'), '/app/')).toBe(true);
    const after = written()['Content-Security-Policy'];
    expect(directive(after, 'connect-src')).toContain('https://api.deployed.example');
    expect(directive(after, 'connect-src')).not.toContain('https://search.example.com');
    expect(directive(after, 'script-src')).toEqual(directive(before, 'script-src'));
    expect(readFileSync(join(root, 'dist/_headers'), 'utf8')).toContain('https://api.deployed.example');
  });
});

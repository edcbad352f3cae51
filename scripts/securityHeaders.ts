import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { HASHED_ASSET_CACHE_CONTROL } from './assetCaching.ts';

/** The parts of public/config.json that decide where the browser may connect (src/platform/config/types.ts). */
export interface HeadersConfig {
  services?: Record<string, string>;
  auth0?: { domain: string } | null;
}

export interface SecurityHeadersInput {
  config: HeadersConfig;
  /** 'sha256-…' sources of index.html's inline scripts, as in the final HTML. */
  scriptHashes: string[];
}

/** LaunchDarkly's client SDK: flags (app), their live updates (clientstream) and analytics events. */
const LAUNCH_DARKLY = ['https://app.launchdarkly.com', 'https://clientstream.launchdarkly.com', 'https://events.launchdarkly.com'];
/** The Power BI embed: its iframe (reports), and the calls the embed's host page makes. */
const POWER_BI_FRAMES = ['https://app.powerbi.com'];
const POWER_BI_CONNECT = ['https://app.powerbi.com', 'https://*.powerbi.com', 'https://*.analysis.windows.net'];

/** The origin of an absolute http(s) URL; null for a same-origin path (the mock platform's `/mock-api/…`). */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Auth0's tenant as an origin; the config names it as a bare domain (`tenant.eu.auth0.com`). */
function auth0Origin(config: HeadersConfig): string | null {
  const domain = config.auth0?.domain?.trim();
  if (!domain) return null;
  return originOf(/^https?:\/\//i.test(domain) ? domain : `https://${domain}`);
}

const unique = (sources: (string | null)[]) => [...new Set(sources.filter((s): s is string => !!s))];

/** index.html's inline scripts (no `src`), as CSP hash sources of their exact text. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return unique(hashes);
}

/**
 * The Content-Security-Policy of the built app. Scripts: the app's own files and index.html's
 * inline scripts by hash (no 'unsafe-inline', no eval); 'wasm-unsafe-eval' because the PDF
 * renderer's layout engine (yoga, in @react-pdf/renderer) is WebAssembly. Styles need
 * 'unsafe-inline': styled-components inserts <style> elements at run time, and the first views
 * carry style attributes. connect-src data: because yoga's loader fetches its WebAssembly from a
 * data: URL first (refused, it falls back, but the violation is reported). Workers: the mock
 * platform's module worker ('self') and the PDF renderer's and Auth0's blob: workers. Frames: the
 * Power BI report and the PDF viewer (a blob: URL). img-src allows any https: logo (suppliers'
 * logo URLs are on their own hosts).
 */
export function contentSecurityPolicy({ config, scriptHashes }: SecurityHeadersInput): string {
  const auth0 = auth0Origin(config);
  const services = Object.values(config.services ?? {}).map(originOf);
  const directives: [string, (string | null)[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, "'wasm-unsafe-eval'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'data:', ...services, auth0, ...LAUNCH_DARKLY, ...POWER_BI_CONNECT]],
    ['frame-src', ["'self'", 'blob:', ...POWER_BI_FRAMES, auth0]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", auth0]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/** Every header a deployment sends with the app's files (the preview sends the same). */
export function securityHeaders(input: SecurityHeadersInput): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors' counterpart for browsers that predate it.
    'X-Frame-Options': 'DENY',
  };
}

/** The headers in Netlify's and Cloudflare Pages' `_headers` format, for every path under `base` (a folder, ending in /). */
export function headersFile(headers: Record<string, string>, base: string): string {
  return `${base}*\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}\n`).join('')}`;
}

export const HEADERS_JSON = 'headers.json';
export const HEADERS_FILE = '_headers';

/**
 * Writes dist/headers.json and dist/_headers from the built index.html's inline scripts and the
 * config.json beside it; false when either file is missing. Run again when a deployment replaces
 * config.json (scripts/writeSecurityHeaders.ts): connect-src follows its service hosts and Auth0.
 */
export function writeSecurityHeaders(outDir: string, base: string): boolean {
  const html = join(outDir, 'index.html');
  const configJson = join(outDir, 'config.json');
  if (!existsSync(html) || !existsSync(configJson)) return false;
  const headers = securityHeaders({
    config: JSON.parse(readFileSync(configJson, 'utf8')) as HeadersConfig,
    scriptHashes: inlineScriptHashes(readFileSync(html, 'utf8')),
  });
  writeFileSync(join(outDir, HEADERS_JSON), `${JSON.stringify(headers, null, 2)}\n`);
  // Static hosts apply every rule that matches a path: the assets get both blocks.
  const assetCaching = headersFile({ 'Cache-Control': HASHED_ASSET_CACHE_CONTROL }, `${base}assets/`);
  writeFileSync(join(outDir, HEADERS_FILE), `${headersFile(headers, base)}${assetCaching}`);
  return true;
}

/**
 * Vite plugin: after the build, hashes the final index.html's inline scripts (scripts/landingShell.ts
 * writes them after every other transform), reads the shipped config.json and writes
 * dist/headers.json and dist/_headers; the production preview (`npm run preview`) then sends those
 * headers with every file. The dev server sends none: its HMR client and React refresh need inline
 * scripts, and its index.html is not the built one.
 */
export function securityHeadersPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'find-suppliers-security-headers',
    // The preview's headers are read before its config is resolved, from the last build's file.
    config(user, env) {
      if (!env.isPreview) return;
      const file = resolve(user.root ?? process.cwd(), user.build?.outDir ?? 'dist', HEADERS_JSON);
      if (!existsSync(file)) return;
      const headers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return { preview: { headers } };
    },
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      writeSecurityHeaders(resolve(config.root, config.build.outDir), config.base);
    },
  };
}

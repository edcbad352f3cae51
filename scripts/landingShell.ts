import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { bootLanguage } from '../src/app/boot/bootLanguage.ts';
import { BOOT_SHELL_ID, BOOT_SHELL_CLASS, BOOT_SHELL_OFF_KEY, EARLY_CONFIG_FETCH } from '../src/app/boot/bootShellNames.ts';
import type { FirstView } from '../src/app/boot/landingTexts.ts';
import { LANGUAGES } from '../src/platform/config/types.ts';
import { entryPreloads, firstViewPreloads } from './firstViewPreloads.ts';
import { deepLinkPreloads, type DeepLinkPreloads } from './deepLinkPreloads.ts';
import { bundledChunks, chunkHolding, staticGraph } from './chunkGraph.ts';
import { DEFAULT_PERSONA, PERSONAS } from '../src/platform/auth/personas.ts';
import { EARLY_MOCK_WORKER, MOCK_SERVICE_WORKER, mockWorkerName } from '../src/platform/config/earlyMockWorker.ts';
import { isLocalHost } from '../src/platform/config/mockPlatformHost.ts';
import { DEV_OVERRIDES_KEY } from '../src/platform/dev/overridesKey.ts';
import { SAVED_LANGUAGES_KEY } from '../src/platform/auth/savedLanguagesKey.ts';
import { breakpoints, colors, fontSizes, fonts, fontWeights, lineHeights, radii, space } from '../src/ui/theme.ts';

/**
 * The static first views, painted by index.html before any of the app's code has loaded: the
 * landing's (header band, menu toggle, heading, welcome text, the criteria list and the two search
 * cards with their fields' places reserved) and the results page's (the same frame, breadcrumb and
 * heading), in the same sizes as the live page's first paint. Their texts come from the app's own
 * locale files; their styles repeat the shell's and the pages' (theme tokens), so the live page
 * takes exactly their place. Each is shown only on its page's paths, in the language the app will
 * choose (src/app/boot/bootLanguage.ts), and gives way to the live app as soon as the live page is
 * rendered (src/app/boot/bootShell.ts).
 */

type Texts = Record<string, unknown>;

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../src/platform/i18n/locales');
const readLocale = (language: string, namespace: string): Texts =>
  JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Texts;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A text by dotted key, English when the language lacks it (as i18next falls back). */
function textOf(language: string, namespace: string, key: string): string {
  for (const lang of [language, 'en']) {
    let value: unknown = readLocale(lang, namespace);
    for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
    if (typeof value === 'string') return escapeHtml(value);
  }
  throw new Error(`landingShell: no text for ${namespace}:${key}`);
}

const CRITERIA = ['workCategories', 'location', 'companySize', 'levels', 'supplyChain'];

/** The app's frame (header band, side menu toggle) around one page's static view. */
function frameHtml(language: string, page: string): string {
  const common = (key: string) => textOf(language, 'common', key);
  return (
    `<div class="bs-layout"><header class="bs-header"><div class="bs-brand"><span>${common('appName')}</span></div>` +
    `<div class="bs-lang"></div></header><div class="bs-body"><nav class="bs-nav">` +
    `<span class="bs-button bs-narrow">${common('shell.expandMenu')}</span>` +
    `<span class="bs-button bs-wide">${common('shell.collapseMenu')}</span></nav>` +
    `<main class="bs-main">${page}</main></div></div>`
  );
}

/** The landing's static view in one language. */
export function landingShellHtml(language: string): string {
  const search = (key: string) => textOf(language, 'search', `landing.${key}`);
  return frameHtml(
    language,
    `<section class="bs-page"><div class="bs-intro"><h1>${search('heading')}</h1>` +
    `<p class="bs-sub">${search('subheading')}</p><p>${search('welcome')}</p><p>${search('criteriaHeading')}</p><ul>` +
    CRITERIA.map((key) => `<li>${search(`criteria.${key}`)}</li>`).join('') +
    `</ul><p class="bs-links"><span>${search('knowledgeBase')}</span><span>${search('feedback')}</span></p></div>` +
    `<div class="bs-card"><h2>${search('findByName')}</h2><div class="bs-field"></div></div>` +
    `<div class="bs-card"><h2>${search('findByCriteria')}</h2><div class="bs-field"></div></div></section>`,
  );
}

/** The results page's static view in one language: breadcrumb and heading (features/search/results). */
export function resultsShellHtml(language: string): string {
  const search = (key: string) => textOf(language, 'search', key);
  return frameHtml(
    language,
    `<section class="bs-results"><nav><ol class="bs-crumbs"><li><span class="bs-link">${search('breadcrumb.landing')}</span></li>` +
      `<li>${search('breadcrumb.results')}</li></ol></nav><div class="bs-title"><h1>${search('results.heading')}</h1></div></section>`,
  );
}

const SHELLS: Record<FirstView, (language: string) => string> = { landing: landingShellHtml, results: resultsShellHtml };

const below = (px: number) => `@media (max-width: ${px - 0.02}px)`;
const from = (px: number) => `@media (min-width: ${px}px)`;

/** The shell's styles: the same rules as GlobalStyle, app/shell/Shell.styles and the landing's styles. */
export function landingShellCss(): string {
  const s = `#${BOOT_SHELL_ID}`;
  return [
    `html.${BOOT_SHELL_CLASS} #root{display:none}`,
    `html.${BOOT_SHELL_CLASS} body{margin:0;font-family:${fonts.body};font-size:${fontSizes.md};line-height:${lineHeights.normal};color:${colors.text};background:${colors.background}}`,
    `${s} *,${s} *::before,${s} *::after{box-sizing:border-box}`,
    `${s} .bs-layout{min-height:100vh;display:flex;flex-direction:column}`,
    `${s} .bs-header{display:flex;align-items:center;gap:${space.lg};padding:${space.sm} ${space.lg};background:${colors.surfaceAlt};border-bottom:1px solid ${colors.borderSubtle};flex-wrap:wrap}`,
    `${s} .bs-brand{display:flex;align-items:center;gap:${space.sm};font-weight:${fontWeights.bold};margin-right:auto;min-height:32px}`,
    `${s} .bs-lang{min-height:42px;min-width:12rem}`,
    `${s} .bs-body{display:flex;flex:1;min-height:0}`,
    `${s} .bs-nav{width:220px;flex-shrink:0;border-right:1px solid ${colors.borderSubtle};background:${colors.surface};padding:${space.sm}}`,
    `${s} .bs-button{display:inline-flex;align-items:center;justify-content:center;min-height:32px;padding:${space.xs} ${space.md};font-size:${fontSizes.sm};font-weight:${fontWeights.medium};line-height:${lineHeights.tight};border:1px solid ${colors.primary};border-radius:${radii.md};background:${colors.surface};color:${colors.primary};white-space:nowrap}`,
    `${s} .bs-narrow{display:none}`,
    `${s} .bs-main{flex:1;min-width:0;min-height:100vh;padding:${space.lg}}`,
    `${s} .bs-page{display:flex;flex-direction:column;gap:${space.xl};max-width:960px;padding-bottom:${space.xxl}}`,
    `${s} h1{margin:0}`,
    `${s} h2{margin:0 0 ${space.md};font-size:${fontSizes.lg}}`,
    `${s} .bs-sub{margin:${space.xs} 0 ${space.md};font-size:${fontSizes.lg}}`,
    `${s} ul{margin:${space.xs} 0 ${space.md}}`,
    `${s} .bs-links{display:flex;gap:${space.lg}}`,
    `${s} .bs-links span,${s} .bs-link{color:${colors.link};text-decoration:underline}`,
    // The results page (features/search/results/ResultsScreen.styles): breadcrumb, then the title row.
    `${s} .bs-results{display:flex;flex-direction:column;gap:${space.lg};padding-bottom:${space.xxl}}`,
    `${s} .bs-crumbs{display:flex;gap:${space.sm};margin:0;padding:0;list-style:none;font-size:${fontSizes.sm}}`,
    `${s} .bs-crumbs li+li::before{content:'/';margin-right:${space.sm};color:${colors.textMuted}}`,
    `${s} .bs-card{padding:${space.lg};border:1px solid ${colors.borderSubtle};border-radius:${radii.md};background:${colors.surface}}`,
    `${s} .bs-field{min-height:72px}`,
    `${from(breakpoints.laptop)}{${s} .bs-main{padding:${space.xl}}}`,
    // Narrower than a tablet: the menu sits above the page, folded (app/shell/SideMenu).
    `${below(breakpoints.tablet)}{${s} .bs-brand{flex-basis:100%}${s} .bs-body{flex-direction:column}` +
      `${s} .bs-nav{width:auto;border-right:0;border-bottom:1px solid ${colors.borderSubtle}}` +
      `${s} .bs-narrow{display:inline-flex}${s} .bs-wide{display:none}}`,
  ].join('\n');
}

/** Each first view's paths as the browser shows them (the app redirects its base path to the landing). */
export const firstViewPaths = (base: string): Record<FirstView, string[]> => {
  const root = base.replace(/\/+$/, '');
  return { landing: [root, `${root}/source-supplier`], results: [`${root}/source-supplier/search-results`] };
};

/**
 * How long one task may spend adding follow-up preloads (see landingShellScript): under Lighthouse's
 * 4× slower CPU that stays under the 50 ms of a long task.
 */
const FOLLOW_UP_SLICE_MS = 10;

/** The inline scripts' expression for the language the app will choose (`stored`: the development overrides' JSON). */
function bootLanguageExpression(stored: string): string {
  const personaLanguages = Object.fromEntries(Object.values(PERSONAS).map((p) => [p.id, p.identity.language]));
  return `(${bootLanguage.toString()})(location.search,${stored},${JSON.stringify(personaLanguages)},${JSON.stringify(DEFAULT_PERSONA)},localStorage.getItem(${JSON.stringify(SAVED_LANGUAGES_KEY)}))`;
}

/**
 * The inline script for a deep link into a supplier (scripts/deepLinkPreloads.ts): on
 * /supplier/:supplierId/… it preloads, right after the first paint ("Loading configuration…", which
 * they must not delay) and in slices of a few ms, the profile's frame, the linked screen and their
 * texts in the language the app will choose, then at low priority what the profile loads once it has
 * rendered. Nothing on other paths.
 */
export function deepLinkScript(base: string, data: DeepLinkPreloads | null): string {
  if (!data) return '';
  const root = base.replace(/\/+$/, '');
  const inline = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(function(){try{
var path=location.pathname,prefix=${JSON.stringify(root + '/supplier/')};
if(path.indexOf(prefix)!==0)return;
var rest=path.slice(prefix.length),cut=rest.indexOf('/'),below=cut<0?'':rest.slice(cut+1).replace(/\\/+$/,''),d=${inline(data)},link=null,done={};
for(var i=0;i<d.links.length&&!link;i++)if(new RegExp(d.links[i][0]).test(below))link=d.links[i];
var lang=${bootLanguageExpression(`sessionStorage.getItem(${JSON.stringify(DEV_OVERRIDES_KEY)})`)};
function preload(file,low){if(done[file])return;done[file]=1;var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';if(low)l.fetchPriority='low';l.href=${JSON.stringify(base)}+file;document.head.appendChild(l);}
var first=d.frame.concat(d.frameTexts[lang]||[],link?link[1]:[],link&&link[2][lang]||[]),later=d.later,next=0;
function slice(){var start=performance.now();while(next<first.length+later.length&&performance.now()-start<${FOLLOW_UP_SLICE_MS}){preload(next<first.length?first[next]:later[next-first.length],next>=first.length);next++;}if(next<first.length+later.length)setTimeout(slice);}
requestAnimationFrame(function(){setTimeout(slice);});
}catch(e){}})();`;
}

/**
 * The inline script that shows a first view: only on its page, only when no development override
 * changes the page's frame (full page, flags), never once a deployment signing in with Auth0 has
 * said so (it skips the shell on its next loads), in the language the app will choose.
 */
export function landingShellScript(
  base: string,
  preloads: Partial<Record<FirstView, Record<string, string[]>>> = {},
  followUps: Partial<Record<FirstView, string[]>> = {},
): string {
  const shells = Object.fromEntries(
    Object.entries(SHELLS).map(([view, html]) => [view, Object.fromEntries(LANGUAGES.map((language) => [language, html(language)]))]),
  );
  // Inline script text: '<' escaped so no markup inside it can ever close the script element.
  const inline = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const impersonated = Object.values(PERSONAS)
    .filter((p) => p.identity.impersonatedBy)
    .map((p) => p.id);
  return `(function(){try{
var path=location.pathname.replace(/\\/+$/,''),q=new URLSearchParams(location.search),paths=${JSON.stringify(firstViewPaths(base))},view;
for(var v in paths)if(paths[v].indexOf(path)>=0)view=v;
if(!view||q.get('fullPage')||q.get('flags')||q.get('persona')&&${JSON.stringify(impersonated)}.indexOf(q.get('persona'))>=0)return;
if(localStorage.getItem(${JSON.stringify(BOOT_SHELL_OFF_KEY)}))return;
var stored=sessionStorage.getItem(${JSON.stringify(DEV_OVERRIDES_KEY)}),o=JSON.parse(stored||'{}')||{};
if(o.flags&&Object.keys(o.flags).length||${JSON.stringify(impersonated)}.indexOf(o.persona)>=0)return;
var lang=${bootLanguageExpression('stored')};
var shell=document.getElementById(${JSON.stringify(BOOT_SHELL_ID)});
shell.innerHTML=${inline(shells)}[view][lang];
function preload(href,low){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';if(low)l.fetchPriority='low';l.href=href;document.head.appendChild(l);}
((${inline(preloads)}[view]||{})[lang]||[]).forEach(function(href){preload(href);});
// Low priority: the mock platform's worker script, asked for at the same moment, goes first.
// In slices of a few ms: each link costs the main thread ~0.5-1.5 ms, and ~70 at once made one long task.
var later=${inline(followUps)}[view]||[],next=0;
function preloadSlice(){var start=performance.now();while(next<later.length&&performance.now()-start<${FOLLOW_UP_SLICE_MS})preload(later[next++],true);if(next<later.length)setTimeout(preloadSlice);}
requestAnimationFrame(function(){setTimeout(preloadSlice);});
document.documentElement.lang=lang;
document.documentElement.classList.add(${JSON.stringify(BOOT_SHELL_CLASS)});
}catch(e){}})();`;
}

/**
 * index.html's first script, on every page and ahead of the preload links: config.json is fetched at
 * once (main.tsx takes this fetch). When it turns the mock platform on for this host (the rule of
 * platform/config/mockPlatformHost):
 * - the platform's service worker registers as soon as config.json is read, unless another app's
 *   service worker is on this origin (the app removes those first, then registers it itself). Its
 *   registration, install and claim of the page take the browser ~150–250 ms on a busy machine, and
 *   the first screen's calls wait for them; its script is 2 KB, so the first view loses nothing;
 * - its Web Worker starts right after the first paint, while the app's code is still loading, so its
 *   script (~90 KB) never competes with the first view.
 * The app takes both (platform/config/earlyMockWorker); neither starts once the app has started its
 * own. The body of config.json is read from a clone, before the app reads it.
 */
export function earlyBootScript(base: string, mockWorkerHref: string | null, mockPageFiles: string[] = []): string {
  const configFetch = `var c=window[${JSON.stringify(EARLY_CONFIG_FETCH)}]=fetch(${JSON.stringify(`${base}config.json`)},{cache:'no-store'});c.catch(function(){});`;
  if (!mockWorkerHref) return `(function(){try{${configFetch}}catch(e){}})();`;
  return `(function(){try{
${configFetch}
var early=window[${JSON.stringify(EARLY_MOCK_WORKER)}]={worker:null,failure:null,taken:false};
var on=c.then(function(r){return r.clone().json();}).then(function(cfg){return !!cfg&&!!cfg.mockPlatform&&(cfg.mockPlatformOnAnyHost===true||(${isLocalHost.toString()})(location.hostname));},function(){return false;});
on.then(function(yes){
if(yes)${JSON.stringify(mockPageFiles)}.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l);});
var sw=navigator.serviceWorker;
if(!yes||early.taken||!sw)return;
early.registration=sw.getRegistrations().then(function(all){
for(var i=0;i<all.length;i++){var x=all[i].active||all[i].installing||all[i].waiting;if(x&&!x.scriptURL.endsWith(${JSON.stringify(`/${MOCK_SERVICE_WORKER}`)}))return null;}
return sw.register(${JSON.stringify(`${base}${MOCK_SERVICE_WORKER}`)},{scope:${JSON.stringify(base)}});
});
early.registration.catch(function(){});
});
requestAnimationFrame(function(){setTimeout(function(){on.then(function(yes){
if(!yes||early.taken)return;
var w=new Worker(${JSON.stringify(mockWorkerHref)},{type:'module',name:(${mockWorkerName.toString()})(location.pathname,${JSON.stringify(base)})});
w.addEventListener('error',function(e){early.failure=e.message||'its script did not load';});
early.worker=w;
});});});
}catch(e){}})();`;
}

/**
 * The first use of Intl loads the browser's locale list: 30–90 ms of main thread on this machine (×4
 * under Lighthouse's CPU), which React Aria's first module would pay while the app's code is
 * evaluated, the boot's longest task. The list is kept once per browser process, so a throwaway
 * worker pays it on its own thread, started before anything else on the page: the page's thread then
 * finds it ready (its first call 0 ms instead of 27–44 ms, measured). Paid on the page's thread
 * instead, before the first paint, it held that paint back by as much. Where a worker cannot start (an
 * older browser, a stricter policy) or has not finished, the app pays it as without the warm-up.
 */
export const intlWarmUpScript = (): string =>
  'try{var u=URL.createObjectURL(new Blob([\'Intl.DateTimeFormat.supportedLocalesOf([navigator.language||"en-US"]);postMessage(0)\'],{type:"text/javascript"})),' +
  'w=new Worker(u);w.onmessage=function(){w.terminate();URL.revokeObjectURL(u);};}catch(e){}';

const EARLY_BOOT_PLACE = /<!-- early-boot:[^>]*-->/;

/**
 * index.html's early scripts in their place: after <meta charset>, before every other script and
 * preload. The Intl warm-up first (it only starts a worker), then config.json and the mock platform.
 */
function withEarlyBootScript(html: string, script: string): string {
  if (!EARLY_BOOT_PLACE.test(html)) throw new Error('landingShell: index.html has no <!-- early-boot: … --> place');
  return html.replace(EARLY_BOOT_PLACE, () => `<script>(function(){${intlWarmUpScript()}})();</script><script>${script}</script>`);
}

/** The mock platform's worker script in the build (vite.config.ts names it); null in the dev server. */
function mockWorkerHref(ctx: IndexHtmlTransformContext, base: string): string | null {
  if (!ctx.bundle) return null;
  const file = Object.keys(ctx.bundle).find((name) => MOCK_WORKER_FILE.test(name));
  if (!file) throw new Error('landingShell: the build has no mock platform worker (assets/mock-platform-*.js, vite.config.ts worker)');
  return `${base}${file}`;
}

/**
 * The mock platform's page side (mocks/browser.ts and what it imports), preloaded as soon as config.json
 * turns the platform on: main.tsx asks for it only once its own code has run and read the config, and
 * on a deep link it then queued behind the page's other preloads (~270 ms for 3 KB), holding every call
 * back. Empty in the dev server (no bundle).
 */
function mockPagePreloads(ctx: IndexHtmlTransformContext, base: string): string[] {
  if (!ctx.bundle) return [];
  const chunks = bundledChunks(ctx);
  const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => staticGraph(chunks, c.fileName)));
  return staticGraph(chunks, chunkHolding(chunks, '/mocks/browser.ts', 'landingShell (mock platform page side)').fileName)
    .filter((file) => !entry.has(file))
    .map((file) => `${base}${file}`);
}

/** How vite.config.ts names the mock platform's worker script. */
export const MOCK_WORKER_FILE = /^assets\/mock-platform-[\w-]+\.js$/;

/** Vite plugin: puts the shell's styles, element and script into index.html (dev server and build). */
export function landingShell(): Plugin {
  let base = '/';
  return {
    name: 'find-suppliers:landing-shell',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      // After Vite's own processing: the build's chunks are known then (ctx.bundle).
      order: 'post',
      handler: (html, ctx) => ({
        html: withEarlyBootScript(html, earlyBootScript(base, mockWorkerHref(ctx, base), mockPagePreloads(ctx, base))),
        tags: [
          ...entryPreloads(ctx, base).map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href },
            injectTo: 'head' as const,
          })),
          { tag: 'style', attrs: { id: `${BOOT_SHELL_ID}-styles` }, children: landingShellCss(), injectTo: 'head' },
          // inert and hidden from assistive technology: nothing in it can be focused or pressed, and it is
          // never announced beside the live landing, which takes its place a moment later.
          { tag: 'div', attrs: { id: BOOT_SHELL_ID, inert: true, 'aria-hidden': 'true' }, injectTo: 'body-prepend' },
          { tag: 'script', children: landingShellScript(base, ...firstViewPreloads(ctx, base)), injectTo: 'body-prepend' },
          ...(ctx.bundle ? [{ tag: 'script', children: deepLinkScript(base, deepLinkPreloads(ctx)), injectTo: 'body-prepend' as const }] : []),
        ],
      }),
    },
  };
}

import type { IndexHtmlTransformContext } from 'vite';
import { FIRST_VIEW_NAMESPACES, withCommon, type FirstView } from '../src/app/boot/landingTexts.ts';
import { LANGUAGES } from '../src/platform/config/types.ts';
import { bundledChunks, chunkHolding, staticGraph, type Chunk } from './chunkGraph.ts';

/**
 * What index.html preloads (scripts/landingShell.ts puts the links in): the app's entry graph on every
 * page; before each first view's paint, its screen's code and texts; after it, the follow-ups the
 * app would otherwise find one dynamic import after another. Computed from the build's chunks, so a
 * renamed module fails the build instead of silently bringing the waterfall back.
 */


/** Each first view's live screen, whose chunk graph its static view preloads. */
const FIRST_VIEW_SCREENS: Record<FirstView, string> = {
  landing: '/src/features/search/landing/LandingScreen.tsx',
  results: '/src/app/routes/ResultsRoute.tsx',
};

/**
 * What the app loads by itself after its first render, before a buyer can use any page: the HTTP
 * client (axios), the first screen's sagas' workers, the header's language list, focus handling and
 * toasts. Each is a dynamic import, found otherwise one after another (a chunk's
 * imports are known only once it has arrived): on the landing the last of them arrived ~800 ms in.
 */
const APP_WORKERS = [
  '/src/platform/http/createClient.ts',
  '/src/app/shell/shellWorkers.ts',
  '/src/features/search/filters/filtersWorkers.ts',
  '/src/features/search/session/searchSessionWorkers.ts',
  '/src/app/routes/FocusHeadingOnNavigate.tsx',
];

/**
 * The shell's secondary parts. On a screen that announces its first content (a supplier deep link,
 * platform/firstContent) they load only once it has painted, so they are not preloaded there.
 */
const SHELL_SECONDARY = [
  '/src/app/shell/LanguageSelect.tsx',
  '/src/app/shell/ShellLogo.tsx',
  '/src/app/shell/UserName.tsx',
  '/src/app/shell/MenuItems.tsx',
  '/src/ui/Toast.tsx',
];

export const APP_FOLLOW_UPS = [...APP_WORKERS, ...SHELL_SECONDARY];

/**
 * The late features (export, segments, invite) and their sagas' workers: the results page uses them
 * at once; the landing loads them only once it has rendered and the browser is idle (app/store.ts).
 */
const LATE_FEATURES = [
  '/src/app/lateFeatures.ts',
  '/src/features/invite/inviteWorkers.ts',
  '/src/features/exportResults/exportResultsWorkers.ts',
];

/**
 * Each first view's follow-ups: first the parts its screen loads lazily and a buyer needs at once (its
 * first render waits for them), then what the app loads after that render.
 */
const FIRST_VIEW_FOLLOW_UPS: Record<FirstView, string[]> = {
  landing: [
    '/src/features/search/landing/LandingLookups.tsx',
    '/src/features/search/filters/FiltersBlock.tsx',
    '/src/features/search/filters/SearchTypeChoice.tsx',
    '/src/features/search/quickSearch/SupplyChainQuickSearch.tsx',
    ...APP_FOLLOW_UPS,
  ],
  results: ['/src/features/search/filters/FiltersBlock.tsx', ...APP_FOLLOW_UPS, ...LATE_FEATURES],
};

/**
 * The app's entry and its static imports, preloaded by every page (Vite's own preload links are off:
 * build.modulePreload in vite.config.ts).
 */
export function entryPreloads(ctx: IndexHtmlTransformContext, base: string): string[] {
  const chunks = bundledChunks(ctx);
  const entry = chunks.find((c) => c.isEntry);
  return entry ? staticGraph(chunks, entry.fileName).filter((file) => file !== entry.fileName).map((file) => `${base}${file}`) : [];
}

/**
 * Built files to preload with each first view, per language: the live screen's chunk graph, the
 * page's texts (FIRST_VIEW_NAMESPACES) and the mock platform's identity chunk (app/LocalApp), each
 * asked for only after config.json and the first render otherwise. The inline script adds these links
 * before the first paint, where their cost holds nothing up; the app's own dynamic imports add none
 * (build.modulePreload is off), which had cost the boot's first task ~25 ms for ~60 links. None in the
 * dev server (no bundle), where modules load one by one anyway.
 */
function shellPreloads(ctx: IndexHtmlTransformContext, base: string): Record<FirstView, Record<string, string[]>> {
  const chunks = bundledChunks(ctx);
  const graphOf = (source: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
    return chunk ? staticGraph(chunks, chunk.fileName) : [];
  };
  const already = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => staticGraph(chunks, c.fileName)));
  const localApp = graphOf('/src/app/LocalApp.tsx');
  const forView = (view: FirstView) => {
    const screen = graphOf(FIRST_VIEW_SCREENS[view]);
    return Object.fromEntries(
      LANGUAGES.map((language) => {
        const texts = withCommon(language, FIRST_VIEW_NAMESPACES[view]).flatMap((ns) => graphOf(`/src/platform/i18n/locales/${language}/${ns}.json`));
        const files = [...new Set([...localApp, ...texts, ...screen])].filter((file) => !already.has(file));
        return [language, files.map((file) => `${base}${file}`)];
      }),
    );
  };
  return { landing: forView('landing'), results: forView('results') };
}

/**
 * Built files each first view loads after its first paint (FIRST_VIEW_FOLLOW_UPS with their static
 * imports), less what the page already preloads. A module that no longer exists fails the build: a
 * renamed file must not silently bring the waterfall back.
 */
export function followUpPreloads(chunks: Chunk[], base: string, alreadyPreloaded: (view: FirstView) => string[]): Record<FirstView, string[]> {
  const graphOfModule = (source: string) => {
    return staticGraph(chunks, chunkHolding(chunks, source, 'landingShell (FIRST_VIEW_FOLLOW_UPS)').fileName);
  };
  const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => staticGraph(chunks, c.fileName)).map((file) => `${base}${file}`));
  const forView = (view: FirstView) => {
    const skip = new Set([...entry, ...alreadyPreloaded(view)]);
    const files = [...new Set(FIRST_VIEW_FOLLOW_UPS[view].flatMap(graphOfModule))].map((file) => `${base}${file}`);
    return files.filter((href) => !skip.has(href));
  };
  return { landing: forView('landing'), results: forView('results') };
}

/** Each first view's preloads before its first paint (per language) and after it (follow-ups). */
export function firstViewPreloads(ctx: IndexHtmlTransformContext, base: string): [Record<FirstView, Record<string, string[]>>, Partial<Record<FirstView, string[]>>] {
  const early = shellPreloads(ctx, base);
  if (!ctx.bundle) return [early, {}];
  return [early, followUpPreloads(bundledChunks(ctx), base, (view) => Object.values(early[view]).flat())];
}

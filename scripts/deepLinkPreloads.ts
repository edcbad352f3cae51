import type { IndexHtmlTransformContext } from 'vite';
import { PROFILE_DEEP_LINKS, PROFILE_FRAME_NAMESPACES } from '../src/app/boot/profileDeepLinks.ts';
import { withCommon } from '../src/app/boot/landingTexts.ts';
import { LANGUAGES } from '../src/platform/config/types.ts';
import { bundledChunks, chunkHolding, staticGraph } from './chunkGraph.ts';

/**
 * What index.html preloads on a deep link into a supplier (src/app/boot/profileDeepLinks.ts): the
 * profile's frame (its route chunk), the linked screen's chunk and both their texts before the first
 * paint; after it, at low priority, what the app loads by itself before the profile's header (the
 * HTTP client, saga workers). Without them the browser found
 * the route chunk only once the entry had run, the tab's chunk once the route's had, and the header's
 * parts once the supplier had arrived: four round trips one after another (issue 39).
 */

const PROFILE_ROUTE = '/src/app/routes/ProfileRoute.tsx';
const LOCAL_APP = '/src/app/LocalApp.tsx';

/**
 * Loaded by the app after its first render and needed before the profile's header (the HTTP client,
 * the shell's sagas, focus handling); a module that no longer exists fails the build. The shell's
 * secondary parts, the header's more-menu and the search's sagas wait for the header to paint
 * (platform/firstContent), so preloading them would only compete with it.
 */
export const PROFILE_FOLLOW_UPS = [
  '/src/platform/http/createClient.ts',
  '/src/app/shell/shellWorkers.ts',
  '/src/app/routes/FocusHeadingOnNavigate.tsx',
];

/** The data index.html's deep-link script reads: file names relative to the base, shared parts once. */
export interface DeepLinkPreloads {
  /** Preloaded on every deep link before the first paint: the frame's code (and the platform's identity chunk). */
  frame: string[];
  /** The frame's texts, per language. */
  frameTexts: Record<string, string[]>;
  /** Per PROFILE_DEEP_LINKS entry, in its order: [pattern source, screen files, texts per language]. */
  links: [string, string[], Record<string, string[]>][];
  /** After the first paint, at low priority. */
  later: string[];
}

export function deepLinkPreloads(ctx: IndexHtmlTransformContext): DeepLinkPreloads | null {
  if (!ctx.bundle) return null;
  const chunks = bundledChunks(ctx);
  const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => staticGraph(chunks, c.fileName)));
  const graphOf = (module: string) => staticGraph(chunks, chunkHolding(chunks, module, 'deepLinkPreloads').fileName);
  const frame = [...new Set([...graphOf(LOCAL_APP), ...graphOf(PROFILE_ROUTE)])].filter((file) => !entry.has(file));
  const known = new Set([...entry, ...frame]);
  // A namespace without its own chunk ships inside another (English `common` in the entry).
  const textGraph = (source: string) => {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(source));
    return chunk ? staticGraph(chunks, chunk.fileName) : [];
  };
  const textsOf = (language: string, namespaces: readonly string[], skip: Set<string>) =>
    [...new Set(namespaces.flatMap((ns) => textGraph(`/src/platform/i18n/locales/${language}/${ns}.json`)))].filter((file) => !skip.has(file));
  const frameTexts = Object.fromEntries(LANGUAGES.map((language) => [language, textsOf(language, withCommon(language, PROFILE_FRAME_NAMESPACES), known)]));
  const links = PROFILE_DEEP_LINKS.map(({ below, module, namespaces }): DeepLinkPreloads['links'][number] => [
    below.source,
    graphOf(module).filter((file) => !known.has(file)),
    Object.fromEntries(LANGUAGES.map((language) => [language, textsOf(language, namespaces, new Set([...known, ...frameTexts[language]]))])),
  ]);
  // The script skips what the link's own screen already preloaded.
  const later = [...new Set(PROFILE_FOLLOW_UPS.flatMap(graphOf))].filter((file) => !known.has(file));
  return { frame, frameTexts, links, later };
}

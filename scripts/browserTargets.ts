import { readFileSync } from 'node:fs';

/**
 * The build's target browsers, read from package.json's browserslist (the one place they are named:
 * README "Supported browsers", `npm run check:browsers`). Each entry is `<browser> >= <version>`, turned
 * into Vite's build.target form (chrome109, safari16.4, ios16.4): syntax newer than these is lowered.
 */
const VITE_NAMES: Record<string, string> = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'ios' };

export function buildTargets(packageJson = new URL('../package.json', import.meta.url)): string[] {
  const { browserslist } = JSON.parse(readFileSync(packageJson, 'utf8')) as { browserslist?: unknown };
  if (!Array.isArray(browserslist) || browserslist.length === 0) throw new Error('package.json has no browserslist');
  return browserslist.map((query: unknown) => {
    const match = /^(\w+) >= (\d+(?:\.\d+)?)$/.exec(String(query).trim());
    const name = match && VITE_NAMES[match[1]];
    if (!match || !name) throw new Error(`browserslist entry "${String(query)}" is not "<${Object.keys(VITE_NAMES).join('|')}> >= <version>"`);
    return `${name}${match[2]}`;
  });
}

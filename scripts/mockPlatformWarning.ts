import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The warning's text, or null when the built config.json does not turn the mock platform on. */
export function mockPlatformWarningText(configJson: string, file: string): string | null {
  let config: unknown;
  try {
    config = JSON.parse(configJson);
  } catch {
    return null;
  }
  if (typeof config !== 'object' || config === null || (config as { mockPlatform?: unknown }).mockPlatform !== true) return null;
  const anyHost = (config as { mockPlatformOnAnyHost?: unknown }).mockPlatformOnAnyHost === true;
  return [
    '',
    '  WARNING: this build ships the MOCK PLATFORM (' + file + ' has "mockPlatform": true).',
    '  No sign-in, a persona chooser and invented data. A deployment must replace config.json with its own',
    '  (see README, "Deploying"). ' +
      (anyHost
        ? '"mockPlatformOnAnyHost": true lets it start on ANY host.'
        : 'Off localhost the app refuses to start it and shows the config error page.'),
    '',
  ].join('\n');
}

/** Production builds say loudly when the config.json they ship turns the mock platform on. */
export function mockPlatformWarning(): Plugin {
  let outDir = 'dist';
  return {
    name: 'find-suppliers-mock-platform-warning',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const file = join(outDir, 'config.json');
      if (!existsSync(file)) return;
      const text = mockPlatformWarningText(readFileSync(file, 'utf8'), file);
      // Yellow on a terminal; plain where the output is a log file.
      if (text) console.warn(process.stderr.isTTY ? `\x1b[33m${text}\x1b[0m` : text);
    },
  };
}

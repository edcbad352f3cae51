import type { AppConfig } from './types';

/**
 * localhost, *.localhost, 127.x.x.x and [::1]: a developer's machine or the e2e preview. Self-contained
 * (no outer names): index.html inlines its source to start the mock platform's worker early.
 */
export function isLocalHost(hostname: string): boolean {
  return /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i.test(hostname);
}

/**
 * The mock platform (no sign-in, a persona chooser, invented data) starts only on a local host, unless
 * config.json also says `mockPlatformOnAnyHost: true`: a deployment that forgot to replace the shipped
 * config.json shows the config error page, not a fake platform. Null when it may start (or is off).
 */
export function mockPlatformRefusal(config: AppConfig, hostname: string): { key: string; reason: string } | null {
  if (!config.mockPlatform || config.mockPlatformOnAnyHost || isLocalHost(hostname)) return null;
  return {
    key: 'mockPlatform',
    reason: `is true on ${hostname}, which is not a local host: replace config.json, or set mockPlatformOnAnyHost to true to run the mock platform here on purpose`,
  };
}

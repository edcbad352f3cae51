import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../config/types';

type Namespace = Record<string, unknown>;

// The shell's English (namespace `common`) ships in the first chunk. Every other namespace, and
// every other language, is a small chunk loaded when a screen first asks for it (the screen
// suspends meanwhile), so the landing route's first load carries no other screen's text.
const commonEnglish = import.meta.glob<Namespace>('./locales/en/common.json', { eager: true, import: 'default' });
// boot.json holds the words shown before i18next starts (bootText.ts); it is not a namespace.
const lazyFiles = import.meta.glob<Namespace>(['./locales/*/*.json', '!./locales/en/common.json', '!./locales/*/boot.json'], {
  import: 'default',
});

const namespaceOf = (path: string) => path.replace(/^.*\/(.+)\.json$/, '$1');

export const DEFAULT_NAMESPACE = 'common';
export const NAMESPACES = [
  DEFAULT_NAMESPACE,
  ...Object.keys(lazyFiles)
    .filter((path) => path.startsWith('./locales/en/'))
    .map(namespaceOf),
];

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyFiles[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, null),
    );
  },
};

export const isLanguage = (value: string | null | undefined): value is Language =>
  !!value && (LANGUAGES as readonly string[]).includes(value);

/**
 * Creates an initialised i18next instance (one per app, one per test render), with `namespaces`
 * (the first screen's) already loaded.
 */
export async function createI18n(language: Language = 'en', namespaces: readonly string[] = []): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: [DEFAULT_NAMESPACE],
      defaultNS: DEFAULT_NAMESPACE,
      resources: { en: { [DEFAULT_NAMESPACE]: commonEnglish['./locales/en/common.json'] } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      // Screens suspend (showing the route's loader) until their namespace has arrived.
      react: { useSuspense: true },
    });
  // A namespace that fails to load is asked for again when a screen reads it.
  if (namespaces.length > 0) await instance.loadNamespaces([...namespaces]).catch(() => undefined);
  return instance;
}

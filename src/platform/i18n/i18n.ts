import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../config/types';

type Namespace = Record<string, unknown>;

// English is the spec's wording and ships in the first chunk; other languages load on demand.
const english = import.meta.glob<Namespace>('./locales/en/*.json', { eager: true, import: 'default' });
const others = import.meta.glob<Namespace>(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' });

export const NAMESPACES = Object.keys(english).map((path) => path.replace(/^.*\/(.+)\.json$/, '$1'));
export const DEFAULT_NAMESPACE = 'common';

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = others[`./locales/${language}/${namespace}.json`];
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

/** Creates an initialised i18next instance (one per app, one per test render). */
export async function createI18n(language: Language = 'en'): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources = {
    en: Object.fromEntries(Object.entries(english).map(([path, value]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), value])),
  };
  await instance
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      ns: NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      resources,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}

import type { i18n as I18n } from 'i18next';
import type { Language } from '../config/types';
import { createI18n } from './i18n';

/**
 * The first screen's i18next instance, started by main.tsx as soon as the language is known (index.html
 * chose it for its static first view), while the app's code and config load: the app then takes it
 * ready instead of creating it once its root has rendered. Taken once; a different language or set
 * of namespaces (the buyer's persona speaks another language) gets a new instance.
 */
let started: { language: Language; namespaces: string; instance: Promise<I18n> } | null = null;

const keyOf = (namespaces: readonly string[]) => namespaces.join(' ');

export function startI18n(language: Language, namespaces: readonly string[]): void {
  const instance = createI18n(language, namespaces);
  // A failure surfaces where the app takes it (or a new one is created then).
  instance.catch(() => undefined);
  started = { language, namespaces: keyOf(namespaces), instance };
}

export function takeI18n(language: Language, namespaces: readonly string[]): Promise<I18n> {
  const early = started;
  started = null;
  if (early && early.language === language && early.namespaces === keyOf(namespaces)) return early.instance;
  return createI18n(language, namespaces);
}

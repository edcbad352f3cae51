import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/platform/session';

/**
 * The session's language drives i18next and the document's lang attribute. The new language's
 * texts load before the switch, so the screen changes language in one step without a loader.
 */
export function LanguageSync() {
  const language = useLanguage();
  const { i18n } = useTranslation();
  useEffect(() => {
    let live = true;
    if (i18n.language !== language) {
      void i18n.loadLanguages(language).then(() => {
        if (live) void i18n.changeLanguage(language);
      });
    }
    document.documentElement.lang = language;
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return null;
}

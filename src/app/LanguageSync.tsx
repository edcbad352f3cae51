import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/platform/session';

/** The session's language drives i18next and the document's lang attribute. */
export function LanguageSync() {
  const language = useLanguage();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
  }, [i18n, language]);
  return null;
}

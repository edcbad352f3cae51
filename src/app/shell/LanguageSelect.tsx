import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/ui/Select';
import { isLanguage } from '@/platform/i18n';
import { languagePicked, useLanguage } from '@/platform/session';
import { useMutation, useResource } from '@/platform/resource';
import { LANGUAGE_SAVE_SCOPE, platformLanguages, saveLanguage } from '@/services/claims/languageResources';
import { useAppDispatch } from '../hooks';
import LanguageNotSaved from './LanguageNotSaved';

/**
 * Language choice from the languages call; picking one stores it (PUT language) and switches the UI.
 * Memoised: the header renders again as the logo and the user's settings arrive, the listbox need not.
 */
export const LanguageSelect = memo(function LanguageSelect() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const languages = useResource(platformLanguages, {});
  const notSaved = useMutation(saveLanguage, LANGUAGE_SAVE_SCOPE).status === 'failed';
  const options = (languages.data ?? []).filter((l) => isLanguage(l.value)).map((l) => ({ id: l.value, label: l.label }));
  if (options.length === 0) return null;
  return (
    <>
      <Select
        label={t('shell.language')}
        inline
        options={options}
        value={language}
        onChange={(value) => {
          if (isLanguage(String(value))) dispatch(languagePicked(String(value) as typeof language));
        }}
      />
      {notSaved && <LanguageNotSaved />}
    </>
  );
});

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SizedSearchField } from './DocumentSearch.styles';

/** The document search reloads this long after typing stops (spec 02 §9). */
export const DOCUMENT_SEARCH_DEBOUNCE_MS = 500;

interface DocumentSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (text: string) => void;
}

/** The name search of supplier uploads: what is typed shows at once, the list follows 500 ms after the last key. */
export function DocumentSearch({ value, onSearch }: DocumentSearchProps) {
  const { t } = useTranslation('profileDocuments');
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  const sent = useRef(value);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  // Back and forward change the URL's search: the box follows (never its own echo, which could
  // drop a key typed meanwhile).
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return undefined;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      latest.current(text.trim());
    }, DOCUMENT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const placeholder = t('search.placeholder');
  return <SizedSearchField $chars={placeholder.length} label={t('search.label')} placeholder={placeholder} clearLabel={t('search.clear')} value={text} onChange={setText} />;
}

import { useLocation } from 'react-router-dom';

/** The query string without its leading "?" ("" when there is none): a stable string to key effects on. */
export function useSearch(): string {
  return useLocation().search.replace(/^\?/, '');
}

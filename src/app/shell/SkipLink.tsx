import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SkipAnchor } from './Shell.styles';

export const MAIN_ID = 'main';

/**
 * The first Tab stop of every page: jumps past the header and platform menu to the screen itself.
 * Focus moves by script rather than by following "#main", which would put a fragment in the
 * app's URL (and in links the buyer copies).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView?.({ block: 'start' });
  };
  return (
    <SkipAnchor href={`#${MAIN_ID}`} onClick={skip}>
      {t('shell.skipToMain')}
    </SkipAnchor>
  );
}

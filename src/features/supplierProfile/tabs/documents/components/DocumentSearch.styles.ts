import styled from 'styled-components';
import { SearchField } from '@/ui';

/**
 * The document search, as wide as its placeholder on tablet and desktop (issue: "Search by document
 * nan…" was cut off at 1366 px, the input keeping its browser default of about 20 characters).
 * `$chars` is the placeholder's length in the buyer's language; a `ch` is at least as wide as an
 * average letter, and two `xxxl` spaces cover the search icon, the clear button and the borders.
 * It does not shrink below that: the toolbar wraps it onto its own line instead, never wider than
 * the line. Below the tablet width the phone filter panel lays it out full width.
 */
export const SizedSearchField = styled(SearchField)<{ $chars: number }>`
  ${({ theme }) => theme.media.up('tablet')} {
    flex: 0 0 auto;
    width: ${({ theme, $chars }) => `calc(${$chars}ch + 2 * ${theme.space.xxxl})`};
    max-width: 100%;
  }
`;

import styled from 'styled-components';

export const Wrapper = styled.div<{ $isLoading: boolean }>`
  position: relative;
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  opacity: ${({ $isLoading }) => ($isLoading ? 0.6 : 1)};
  transition: opacity 150ms ease;
`;

/**
 * Headers, rows and cells are plain elements styled from here: a styled() wrapper per cell would
 * re-run its interpolations for each of a page's hundreds of cells on every render.
 */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  thead { background: ${({ theme }) => theme.colors.surfaceAlt}; }

  th, td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: left;
    vertical-align: top;
    color: ${({ theme }) => theme.colors.text};
  }

  thead th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    /* Long headers ("Companies House number") wrap rather than push the last columns off screen. */
    vertical-align: bottom;
  }

  tbody th { font-weight: ${({ theme }) => theme.fontWeights.regular}; }

  tbody tr {
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    &:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
    &[data-selected] { background: ${({ theme }) => theme.colors.primarySubtle}; }
  }

  /* Level with the first line of the row's text, however many lines the row has. */
  .selection { width: 44px; }
  tbody .selection { padding-top: 6px; }

  .sort {
    display: inline-flex;
    text-align: left;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: inherit;
    cursor: pointer;
    &[data-hovered] { text-decoration: underline; }
    &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  }

  .empty {
    padding: ${({ theme }) => theme.space.xl};
    text-align: center;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* narrowLayout 'cards': on a wide screen the extra pieces change nothing. */
  &.cards .cell-value { display: contents; }

  /*
   * narrowLayout 'cards' below 768 px (issue 38): each row a card — its row header as the title, the
   * other cells as label/value lines — and the header row a line of sort buttons (the headers that
   * sort nothing stay for screen readers only), so nothing is wider than the screen and sorting stays
   * within reach.
   */
  ${({ theme }) => theme.media.down('tablet')} {
    &.cards, &.cards thead, &.cards tbody, &.cards tr, &.cards th, &.cards td { display: block; }
    &.cards thead tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    &.cards thead th { padding: 0; border: 0; width: auto !important; }
    /* Nothing to sort or select, or no rows yet (the empty state or a spinner): the header row is for screen readers only. */
    &.cards thead tr:not(:has(.sortable, .selection)),
    &.cards:has(> tbody > tr > td.empty) thead tr {
      position: absolute;
      width: 1px;
      height: 1px;
      padding: 0;
      overflow: hidden;
      clip: rect(0 0 0 0);
      border: 0;
    }
    &.cards thead th:not(.sortable):not(.selection) {
      position: absolute;
      width: 1px !important;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    &.cards tbody tr {
      position: relative;
      display: flex;
      flex-direction: column;
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    }
    /* The row header is the card's title, whichever column it is. */
    &.cards tbody th[scope='row'] { order: -1; }
    &.cards tbody tr:has(> .selection) { padding-left: 44px; }
    &.cards tbody th, &.cards tbody td { padding: ${({ theme }) => `${theme.space.xxs} 0`}; }
    &.cards tbody th { font-weight: ${({ theme }) => theme.fontWeights.bold}; }
    &.cards tbody .selection { position: absolute; left: ${({ theme }) => theme.space.sm}; top: ${({ theme }) => theme.space.sm}; width: auto; }
    /* The label column is at least as wide as the label's longest word ("Requirements" is never cut in two). */
    &.cards tbody td[data-label] {
      display: grid;
      grid-template-columns: minmax(min-content, max(5.5rem, 38%)) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      align-items: baseline;
    }
    /* For the eye only (empty alternative text): the cell is named by its column header. */
    &.cards tbody td[data-label]::before {
      content: attr(data-label) / '';
      color: ${({ theme }) => theme.colors.textMuted};
      overflow-wrap: normal;
    }
    &.cards .cell-value { display: block; min-width: 0; overflow-wrap: anywhere; }
  }
`;

import { css } from 'styled-components';

/**
 * For a plain <table> (one not built with DataTable): below 768 px each body row becomes a card,
 * the header row is kept for screen readers only, and each cell with a `data-label` shows that label
 * beside its value (issue 38: no table wider than a phone). Mix into the table's styled():
 * `styled.table\`… ${stackedBelowTablet}\``. The table element keeps its role explicitly
 * (`role="table"` etc. in the markup) where a screen reader must still read it as one.
 */
export const stackedBelowTablet = css`
  ${({ theme }) => theme.media.down('tablet')} {
    &, & > thead, & > tbody, & > thead > tr, & > tbody > tr, & > tbody > tr > th, & > tbody > tr > td { display: block; }
    min-width: 0;
    width: 100%;
    table-layout: auto;
    & > thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    & > tbody > tr {
      padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
      border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    }
    & > tbody > tr > th, & > tbody > tr > td { padding: ${({ theme }) => `${theme.space.xxs} 0`}; border: 0; }
    & > tbody > tr > td[data-label] {
      display: grid;
      /* At least as wide as the label's longest word, so a word is never cut in two. */
      grid-template-columns: minmax(min-content, max(5.5rem, 38%)) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      align-items: baseline;
      overflow-wrap: anywhere;
    }
    /* The label is for the eye: a screen reader names the cell by its column header already (empty alt text). */
    & > tbody > tr > td[data-label]::before { content: attr(data-label) / ''; color: ${({ theme }) => theme.colors.textMuted}; overflow-wrap: normal; }
  }
`;

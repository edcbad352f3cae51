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
`;

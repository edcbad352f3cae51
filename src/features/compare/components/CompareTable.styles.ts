import styled from 'styled-components';

/** The suppliers scroll sideways inside it at 375 px; the row labels stay in view (sticky first column). */
export const Scroller = styled.div`
  position: relative;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media print { overflow: visible; border: 0; }
`;

export const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  width: 100%;
  min-width: max-content;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption { text-align: left; }
  th, td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    vertical-align: top;
    text-align: left;
  }
  /* Supplier columns: wide enough to read, narrow enough for five on an A4 landscape page. */
  thead th:not(:first-child), td { min-width: 10rem; max-width: 16rem; overflow-wrap: anywhere; }
  /* The row labels stay in view while the suppliers scroll sideways. */
  th:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    width: 11rem;
    min-width: 9rem;
    max-width: 40vw;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-right: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    overflow-wrap: anywhere;
  }
  tr[data-differs='true'] > * { background: ${({ theme }) => theme.colors.warningBg}; }
  tr[data-differs='true'] > th:first-child { box-shadow: inset 4px 0 0 ${({ theme }) => theme.colors.warning}; }
  tbody th { font-weight: ${({ theme }) => theme.fontWeights.medium}; }
  tr[data-section-start='true'] > * { border-top: 2px solid ${({ theme }) => theme.colors.border}; }

  @media print {
    min-width: 0;
    table-layout: fixed;
    font-size: 8pt;
    th, td { padding: 2px 4px; }
    th:first-child { position: static; width: 20%; }
    thead a { font-size: 9pt; }
    thead th:not(:first-child), td { min-width: 0; max-width: none; }
    tr { break-inside: avoid; }
    thead { display: table-header-group; }
  }
`;

export const DiffersMark = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  white-space: nowrap;
`;

export const ColumnHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  a { font-weight: ${({ theme }) => theme.fontWeights.bold}; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

export const ColumnActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  @media print { display: none; }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const State = styled.span<{ $tone: 'success' | 'warning' | 'danger' | 'neutral' }>`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ $tone, theme }) => ($tone === 'success' ? theme.colors.success : $tone === 'warning' ? theme.colors.warning : $tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;

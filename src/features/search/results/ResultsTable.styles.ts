import styled from 'styled-components';
import { PagedTable } from '@/ui';

/** Cell content is styled from the table, once per render rather than once per row. */
export const ResultsPagedTable = styled(PagedTable)`
  .status-marker {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
    &[data-verified] { color: ${({ theme }) => theme.colors.success}; }
  }
  .company-number {
    white-space: nowrap;
    .kind {
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
      white-space: normal;
    }
  }
` as typeof PagedTable;

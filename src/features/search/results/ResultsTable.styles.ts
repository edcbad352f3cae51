import styled from 'styled-components';
import { DataTable } from '@/ui';

/** Cell content is styled from the table, once per render rather than once per row. */
export const ResultsDataTable = styled(DataTable)`
  .status-marker {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    white-space: nowrap;
    &[data-verified] { color: ${({ theme }) => theme.colors.success}; }
  }
` as typeof DataTable;

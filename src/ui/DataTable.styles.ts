import { Cell, Column, Row, Table, TableHeader } from 'react-aria-components';
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

export const StyledTable = styled(Table)`
  width: 100%;
  border-collapse: collapse;
  border-spacing: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  outline: none;
`;

export const StyledHeader = styled(TableHeader)`
  background: ${({ theme }) => theme.colors.surfaceAlt};
` as typeof TableHeader;

export const StyledColumn = styled(Column)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
  outline: none;
  &[data-allows-sorting] { cursor: pointer; }
  &[data-hovered][data-allows-sorting] { background: ${({ theme }) => theme.colors.surfaceHover}; }
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
  .sort { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; }
`;

export const StyledRow = styled(Row)`
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  outline: none;
  &[data-hovered] { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  &[data-selected] { background: ${({ theme }) => theme.colors.primarySubtle}; }
  &[data-href], &[data-has-action] { cursor: pointer; }
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
` as typeof Row;

export const StyledCell = styled(Cell)`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  vertical-align: top;
  color: ${({ theme }) => theme.colors.text};
  outline: none;
  &[data-focus-visible] { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: -3px; }
`;

export const SelectionCell = styled(StyledCell)`
  width: 44px;
  vertical-align: middle;
`;

export const EmptyCell = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

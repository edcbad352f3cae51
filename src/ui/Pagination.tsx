import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Select } from './Select';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageRange } from './pageRange';

export interface PaginationLabels {
  /** Accessible name of the <nav> landmark. */
  navigation: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  rowsPerPage: string;
}

const defaultLabels: PaginationLabels = {
  navigation: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
  rowsPerPage: 'Rows per page',
};

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: number[];
  /** Already-translated "Showing 1 to 10 of 250"; rendered as-is so the app owns the wording. */
  summary?: ReactNode;
  labels?: Partial<PaginationLabels>;
  maxPageButtons?: number;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} 0`};
`;

const Summary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Pages = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  [aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Ellipsis = styled.li`
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function Pagination({
  page, pageSize, total, onPageChange, onPageSizeChange, pageSizeOptions = [10, 25, 50, 100],
  summary, labels: labelOverrides, maxPageButtons = 7, className,
}: PaginationProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);

  return (
    <Root className={className}>
      {summary != null && <Summary>{summary}</Summary>}
      <nav aria-label={labels.navigation}>
        <Pages>
          <li>
            <Button variant="secondary" size="sm" aria-label={labels.previous} isDisabled={current <= 1}
              onPress={() => onPageChange(current - 1)}>
              <ChevronLeftIcon />
            </Button>
          </li>
          {pageRange(current, totalPages, maxPageButtons).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={labels.page(item)}
                  aria-current={item === current ? 'page' : undefined}
                  onPress={() => item !== current && onPageChange(item)}
                >
                  {item}
                </Button>
              </li>
            ) : (
              <Ellipsis key={item} aria-hidden="true">…</Ellipsis>
            ),
          )}
          <li>
            <Button variant="secondary" size="sm" aria-label={labels.next} isDisabled={current >= totalPages}
              onPress={() => onPageChange(current + 1)}>
              <ChevronRightIcon />
            </Button>
          </li>
        </Pages>
      </nav>
      {onPageSizeChange && (
        <Select<number>
          inline
          label={labels.rowsPerPage}
          value={pageSize}
          onChange={onPageSizeChange}
          options={pageSizeOptions.map((n) => ({ id: n, label: String(n) }))}
        />
      )}
    </Root>
  );
}

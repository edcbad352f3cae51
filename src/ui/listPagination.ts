import type { ReactNode } from 'react';
import type { PaginationLabels, PaginationProps } from './Pagination';

/**
 * The rows a page shows, 1-based and inclusive, for a "Showing 1 to 10 of 250" summary. A type, not an interface,
 * so it passes straight to t() as interpolation values.
 */
export type PageWindow = {
  first: number;
  last: number;
  total: number;
};

export function pageWindow(page: number, pageSize: number, total: number): PageWindow {
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total), total };
}

export type PaginationLabelName = keyof PaginationLabels;

export interface ListPaginationOptions {
  page: number;
  pageSize: number;
  total: number;
  /** A list-params change: the page, or the page size (list params take the latter back to page 1). */
  onChange: (next: { page: number } | { pageSize: number }) => void;
  /** Offers a page-size choice when given. */
  pageSizeOptions?: number[];
  /** The pager shows only when there are more rows than this (default 0: whenever there are rows). */
  showAbove?: number;
  /** The translated summary for the rows shown. */
  summary: (window: PageWindow) => ReactNode;
  /** A translated label by name; `page` receives `{ page }`. */
  label: (name: PaginationLabelName, values?: { page: number }) => string;
}

/**
 * Pagination's props for a list paged through list params, or undefined when there is nothing to page: the one
 * place that turns page, size and total into the pager, its summary range and its labels.
 */
export function listPagination({
  page, pageSize, total, onChange, pageSizeOptions, showAbove = 0, summary, label,
}: ListPaginationOptions): PaginationProps | undefined {
  if (total <= showAbove) return undefined;
  return {
    page,
    pageSize,
    total,
    onPageChange: (next: number) => onChange({ page: next }),
    ...(pageSizeOptions ? { pageSizeOptions, onPageSizeChange: (next: number) => onChange({ pageSize: next }) } : {}),
    summary: summary(pageWindow(page, pageSize, total)),
    labels: {
      navigation: label('navigation'),
      previous: label('previous'),
      next: label('next'),
      page: (n: number) => label('page', { page: n }),
      rowsPerPage: label('rowsPerPage'),
    },
  };
}

import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Pagination } from './Pagination';
import { listPagination, pageWindow, type PaginationLabelName } from './listPagination';

const FRENCH: Record<PaginationLabelName, string> = {
  navigation: 'Pages des sites', previous: 'Page précédente', next: 'Page suivante', page: 'Page {page}', rowsPerPage: 'Lignes par page',
};
const label = (name: PaginationLabelName, values?: { page: number }) => FRENCH[name].replace('{page}', String(values?.page));
const summary = ({ first, last, total }: { first: number; last: number; total: number }) => `${first} à ${last} sur ${total}`;

describe('listPagination', () => {
  it('gives the shown range, the last page ending at the total', () => {
    expect(pageWindow(1, 10, 45)).toEqual({ first: 1, last: 10, total: 45 });
    expect(pageWindow(5, 10, 45)).toEqual({ first: 41, last: 45, total: 45 });
  });

  it('is undefined while there is nothing to page: no rows, or no more than showAbove', () => {
    const base = { page: 1, pageSize: 50, onChange: vi.fn(), summary, label };
    expect(listPagination({ ...base, total: 0 })).toBeUndefined();
    expect(listPagination({ ...base, total: 1 })).toBeDefined();
    expect(listPagination({ ...base, total: 50, showAbove: 50 })).toBeUndefined();
    expect(listPagination({ ...base, total: 51, showAbove: 50 })).toBeDefined();
  });

  it('drives Pagination with the translated labels and summary, and reports page and size changes', async () => {
    const onChange = vi.fn();
    const props = listPagination({ page: 2, pageSize: 10, total: 45, onChange, pageSizeOptions: [10, 30], summary, label })!;
    renderWithTheme(<Pagination {...props} />);
    expect(screen.getByText('11 à 20 sur 45')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages des sites' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3 });
    props.onPageSizeChange!(30);
    expect(onChange).toHaveBeenLastCalledWith({ pageSize: 30 });
  });

  it('offers no page-size choice without pageSizeOptions', () => {
    const props = listPagination({ page: 1, pageSize: 50, total: 120, onChange: vi.fn(), summary, label })!;
    expect(props.onPageSizeChange).toBeUndefined();
    renderWithTheme(<Pagination {...props} />);
    expect(screen.queryByText('Lignes par page')).not.toBeInTheDocument();
  });
});

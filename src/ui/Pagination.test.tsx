import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Pagination } from './Pagination';
import { pageRange } from './pageRange';

describe('Pagination', () => {
  it('names its buttons, marks the current page and moves pages', async () => {
    const onPageChange = vi.fn();
    renderWithTheme(
      <Pagination page={2} pageSize={10} total={45} onPageChange={onPageChange} summary="Showing 11 to 20 of 45" />,
    );
    expect(screen.getByText('Showing 11 to 20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Page 5' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithTheme(<Pagination page={1} pageSize={10} total={30} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={3} pageSize={10} total={30} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('changes rows per page', async () => {
    const onPageSizeChange = vi.fn();
    renderWithTheme(
      <Pagination page={1} pageSize={10} total={300} onPageChange={vi.fn()} onPageSizeChange={onPageSizeChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Rows per page/ });
    expect(trigger).toHaveTextContent('10');
    await userEvent.click(trigger);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['10', '25', '50', '100']);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('accepts translated labels', () => {
    renderWithTheme(
      <Pagination page={1} pageSize={10} total={20} onPageChange={vi.fn()} onPageSizeChange={vi.fn()}
        labels={{ previous: 'Page précédente', next: 'Page suivante', page: (n) => `Page ${n} sur 2`, rowsPerPage: 'Lignes par page', navigation: 'Pages' }} />,
    );
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2 sur 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lignes par page/ })).toBeInTheDocument();
  });
});

describe('pageRange', () => {
  it('keeps first and last pages with ellipses in long ranges', () => {
    expect(pageRange(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(pageRange(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(pageRange(20, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
});

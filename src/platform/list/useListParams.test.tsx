import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@/platform/router';
import { useListParams } from './useListParams';
import type { ListParamsSpec } from './listParams';

const spec: ListParamsSpec<'name' | 'date', 'status'> = {
  defaults: { page: 1, pageSize: 10, sortName: 'name', sortOrder: 'asc' },
  sortNames: ['name', 'date'],
  filterKeys: ['status'],
};

let change: ReturnType<typeof useListParams<'name' | 'date', 'status'>>['change'];

function Table({ total }: { total?: number }) {
  const list = useListParams(spec, { total });
  change = list.change;
  const { search } = useLocation();
  return (
    <p>
      page {list.params.page} sorted by {list.params.sortName}; url {search || '(none)'}
    </p>
  );
}

const renderAt = (url: string, total?: number) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Table total={total} />
    </MemoryRouter>,
  );

describe('useListParams', () => {
  it('reads the URL and writes changes back, keeping other parameters', () => {
    renderAt('/list?sid=7&page=3');
    expect(screen.getByText('page 3 sorted by name; url ?sid=7&page=3')).toBeInTheDocument();
    act(() => change({ sortName: 'date' }));
    expect(screen.getByText('page 1 sorted by date; url ?sid=7&sortName=date')).toBeInTheDocument();
    act(() => change({ page: 2, filter: { status: 'open' } }));
    expect(screen.getByText('page 2 sorted by date; url ?sid=7&sortName=date&page=2&status=open')).toBeInTheDocument();
  });

  it('replaces a page past the end with the last page once the total is known', async () => {
    renderAt('/list?page=9', 25);
    expect(await screen.findByText('page 3 sorted by name; url ?page=3')).toBeInTheDocument();
  });

  it('leaves the page alone while the total is unknown', () => {
    renderAt('/list?page=9');
    expect(screen.getByText('page 9 sorted by name; url ?page=9')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithTheme } from './test-utils';
import { LockPanel } from './LockPanel';

describe('LockPanel', () => {
  it('is a region named by its heading, with the paragraph inside', () => {
    renderWithTheme(
      <LockPanel heading="Restricted content">You do not have permission to see the risk radar.</LockPanel>,
    );
    const panel = screen.getByRole('region', { name: 'Restricted content' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Restricted content' })).toBeInTheDocument();
    expect(within(panel).getByText('You do not have permission to see the risk radar.')).toBeInTheDocument();
  });

  it('takes the heading level the page outline needs', () => {
    renderWithTheme(<LockPanel heading="Restricted content" headingLevel={3}>No access.</LockPanel>);
    expect(screen.getByRole('heading', { level: 3, name: 'Restricted content' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});

import { describe, it, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithTheme } from './test-utils';
import { MaturityBadge } from './MaturityBadge';
import { theme } from './theme';

describe('MaturityBadge', () => {
  it('shows a maturity level as a named image with its number, green when met', () => {
    renderWithTheme(<MaturityBadge ok level={3} label="Maturity level 3 met" />);
    const badge = screen.getByRole('img', { name: 'Maturity level 3 met' });
    expect(badge).toHaveTextContent('3');
    expect(badge).toHaveStyle({ background: theme.colors.success });
  });

  it('shows level 0 as a number, red when not met', () => {
    renderWithTheme(<MaturityBadge ok={false} level={0} label="Maturity level 0 not met" />);
    const badge = screen.getByRole('img', { name: 'Maturity level 0 not met' });
    expect(badge).toHaveTextContent('0');
    expect(badge).toHaveStyle({ background: theme.colors.danger });
  });

  it('without a level shows a tick or a cross icon, no number', () => {
    renderWithTheme(
      <>
        <MaturityBadge ok level={null} label="Compliant" />
        <MaturityBadge ok={false} label="Not compliant" />
      </>,
    );
    const compliant = screen.getByRole('img', { name: 'Compliant' });
    const notCompliant = screen.getByRole('img', { name: 'Not compliant' });
    for (const mark of [compliant, notCompliant]) {
      expect(mark.querySelector('svg')).not.toBeNull();
      expect(mark).toHaveTextContent('');
    }
    expect(compliant).toHaveStyle({ color: theme.colors.success });
    expect(notCompliant).toHaveStyle({ color: theme.colors.danger });
  });
});

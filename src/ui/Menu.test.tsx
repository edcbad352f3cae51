import { describe, it, expect, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Menu } from './Menu';
import { MoreIcon } from './icons';

describe('Menu', () => {
  it('opens from an icon-only trigger named by aria-label and runs the action', async () => {
    const onAction = vi.fn();
    renderWithTheme(
      <Menu trigger={<MoreIcon />} aria-label="Row actions" showChevron={false} onAction={onAction}
        items={[{ id: 'invite', label: 'Invite' }, { id: 'remove', label: 'Remove', isDisabled: true }]} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Row actions' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Remove' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Invite' }));
    expect(onAction).toHaveBeenCalledWith('invite');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

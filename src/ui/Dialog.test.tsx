import { describe, it, expect } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Button } from './Button';
import { Dialog, SidePanel } from './Dialog';

function Harness({ side = false }: { side?: boolean }) {
  const [open, setOpen] = useState(false);
  const Comp = side ? SidePanel : Dialog;
  return (
    <>
      <Button onPress={() => setOpen(true)}>Open</Button>
      <Comp isOpen={open} onOpenChange={setOpen} title="Export results" width={480}
        footer={(close) => <Button onPress={close}>Cancel</Button>}>
        <p>Choose a format</p>
      </Comp>
    </>
  );
}

describe('Dialog', () => {
  it('opens as a dialog named by its title and closes with Close', async () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Export results' });
    expect(within(dialog).getByText('Choose a format')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and from a footer button', async () => {
    renderWithTheme(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('renders the side panel as a named dialog too', async () => {
    renderWithTheme(<Harness side />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const panel = screen.getByRole('dialog', { name: 'Export results' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

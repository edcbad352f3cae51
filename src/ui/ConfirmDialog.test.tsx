import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './test-utils';
import { Button } from './Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

type Overrides = Partial<Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'>>;

/** The caller owns the open state (controlled), as the app's screens do. */
function Harness(props: Overrides) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Remove supplier</Button>
      <Button>Something else</Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="Remove supplier?"
        message={<p>Acme Ltd will leave this segment.</p>}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        closeLabel="Close"
        onConfirm={() => setOpen(false)}
        {...props}
      />
    </>
  );
}

const open = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Remove supplier' }));
  return screen.getByRole('dialog', { name: 'Remove supplier?' });
};

describe('ConfirmDialog', () => {
  it('shows the title and message; confirm calls back and the caller closes it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    function Closing() {
      const [isOpen, setOpen] = useState(true);
      return (
        <ConfirmDialog isOpen={isOpen} onOpenChange={setOpen} title="Remove supplier?" message="Acme Ltd will leave this segment."
          confirmLabel="Remove" cancelLabel="Cancel" onConfirm={() => { onConfirm(); setOpen(false); }} />
      );
    }
    renderWithTheme(<Closing />);
    const dialog = screen.getByRole('dialog', { name: 'Remove supplier?' });
    expect(within(dialog).getByText('Acme Ltd will leave this segment.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancel closes without confirming, and focus goes back to the button that opened it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithTheme(<Harness onConfirm={onConfirm} />);
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove supplier' })).toHaveFocus());
  });

  it('returns focus to the opener after confirming and after Escape (controlled open state)', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Remove supplier' });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());

    // From the keyboard this time: Tab to the opener, Enter, Escape.
    await user.tab();
    await user.tab({ shift: true });
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Remove supplier?' })).toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('while busy the confirm button is pending and cannot be pressed again', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithTheme(<Harness isBusy busyLabel="Removing…" onConfirm={onConfirm} />);
    const dialog = await open(user);
    expect(within(dialog).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Removing…' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows an error alert above the actions, and a disabled confirm when told', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness error="The supplier could not be removed." isConfirmDisabled />);
    const dialog = await open(user);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The supplier could not be removed.');
    expect(within(dialog).getByRole('button', { name: 'Remove' })).toBeDisabled();
  });

  it('is an alertdialog with a danger action for destructive confirmations', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness tone="danger" />);
    await user.click(screen.getByRole('button', { name: 'Remove supplier' }));
    expect(screen.getByRole('alertdialog', { name: 'Remove supplier?' })).toBeInTheDocument();
  });
});

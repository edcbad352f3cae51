import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { object, string } from 'yup';
import { renderWithTheme } from './test-utils';
import { Button } from './Button';
import { FormDialog } from './FormDialog';
import { TextField } from './TextField';

interface Values { name: string }
const schema = object({ name: string().trim().required('Enter a segment name').max(20, 'Use 20 characters or fewer') });

/**
 * As a screen uses it: the submit goes to "the server" (onSave), which answers later; while it
 * runs the dialog is busy, a refusal comes back as serverError, a success closes the dialog.
 */
function Harness({ onSave }: { onSave: (values: Values) => Promise<string | null> }) {
  const [isOpen, setOpen] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <>
      <Button onPress={() => setOpen(true)}>New segment</Button>
      <FormDialog<Values>
        isOpen={isOpen}
        onOpenChange={(open) => {
          setServerError(null);
          setOpen(open);
        }}
        title="Create segment"
        initialValues={{ name: '' }}
        validationSchema={schema}
        submitLabel="Create"
        busyLabel="Saving"
        cancelLabel="Cancel"
        closeLabel="Close"
        isSubmitting={isSaving}
        serverError={serverError}
        onSubmit={(values) => {
          setSaving(true);
          setServerError(null);
          void onSave(values).then((error) => {
            setSaving(false);
            if (error) setServerError(error);
            else setOpen(false);
          });
        }}
      >
        {(form) => (
          <TextField
            label="Segment name"
            value={form.values.name}
            onChange={(name) => void form.setFieldValue('name', name)}
            onBlur={() => void form.setFieldTouched('name')}
            isInvalid={Boolean(form.touched.name && form.errors.name)}
            errorMessage={form.errors.name}
          />
        )}
      </FormDialog>
    </>
  );
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'New segment' }));
  return screen.getByRole('dialog', { name: 'Create segment' });
};

describe('FormDialog', () => {
  it('validates with the schema: errors show, submit is blocked and nothing is sent', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => null);
    renderWithTheme(<Harness onSave={onSave} />);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const name = within(dialog).getByRole('textbox', { name: 'Segment name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter a segment name'));
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.type(name, 'A name far longer than twenty');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Use 20 characters or fewer'));
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps what was typed after a failed submit and shows the server error above the actions', async () => {
    const user = userEvent.setup();
    let answer!: (error: string | null) => void;
    const onSave = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)));
    renderWithTheme(<Harness onSave={onSave} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Segment name' }), 'Pennine water');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Pennine water' }));

    // Busy: the submit reads "Saving" and cannot be pressed; cancel is blocked.
    const pending = within(dialog).getByRole('button', { name: 'Saving' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    answer('A segment with this name already exists');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('A segment with this name already exists');
    const submit = within(dialog).getByRole('button', { name: 'Create' });
    expect(alert.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Segment name' })).toHaveValue('Pennine water');
    expect(submit).toBeEnabled();
  });

  it('submits with Enter from a field and closes once the save succeeds', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => null);
    renderWithTheme(<Harness onSave={onSave} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Segment name' }), 'M62 upgrade{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledWith({ name: 'M62 upgrade' });
  });

  it('cancel closes without submitting; reopening starts afresh', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => null);
    renderWithTheme(<Harness onSave={onSave} />);
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Segment name' }), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'New segment' })).toHaveFocus());
    const again = await openDialog(user);
    expect(within(again).getByRole('textbox', { name: 'Segment name' })).toHaveValue('');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { getDb } from '@mocks/db';
import { clearToasts } from '@/ui/toastQueue';
import { choose, confirmButton, dialog, ONE, renderDialog, selectButton, TWO, type User } from './harness';

afterEach(() => clearToasts());

async function openNewMode(user: User) {
  await user.click(within(dialog()).getByRole('radio', { name: 'New segment' }));
  // The default type arrives with the reference data.
  await waitFor(() => expect(selectButton('Segment type')).toHaveTextContent('Segment'));
}

async function fillNew(user: User, { name = 'Fresh DPS', type = 'DPS' } = {}) {
  await user.type(within(dialog()).getByRole('textbox', { name: /Segment name/ }), name);
  await choose(user, 'Segment type', type);
  await choose(user, 'Compliance level', 'Standard subcontractor');
  await choose(user, 'Segment stage', 'Pre-qualification');
}

const visibleBox = () => within(dialog()).getByRole('checkbox', { name: 'Visible to suppliers' });

describe('Add to segment: new segment', () => {
  it('creates a DPS segment then adds both suppliers at the stage found by name, with the plural toast', async () => {
    const { user, added } = await renderDialog(TWO);
    await openNewMode(user);
    expect(confirmButton()).toBeDisabled();
    await fillNew(user);
    expect(visibleBox()).toBeChecked();
    expect(visibleBox()).toBeDisabled();
    expect(screen.getByText('DPS segments are always visible to suppliers.')).toBeInTheDocument();
    await user.click(confirmButton());
    expect(await screen.findByText('2 suppliers have been added to Fresh DPS')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(added).toEqual([2]);
    const [segment] = getDb().createdSegments;
    expect(segment).toMatchObject({ name: 'Fresh DPS', listGroupingTypeId: 6, compliancePolicyId: 1, isVisibleToSuppliers: true });
    const stage = segment.stages.find((s) => s.name === 'Pre-qualification')!;
    expect(getDb().addedMembers).toEqual([
      expect.objectContaining({ segmentId: segment.id, entityId: 100001, stageId: stage.id }),
      expect.objectContaining({ segmentId: segment.id, entityId: 100002, stageId: stage.id }),
    ]);
  });

  it('visible by default with the important notice; unticked shows the not-visible note', async () => {
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    expect(visibleBox()).toBeChecked();
    expect(within(dialog()).getByText('Important')).toBeInTheDocument();
    expect(screen.getByText(/Suppliers will see this segment/)).toBeInTheDocument();
    await user.click(visibleBox());
    expect(visibleBox()).not.toBeChecked();
    expect(screen.getByText('Suppliers will not be able to see this segment.')).toBeInTheDocument();
    expect(screen.queryByText('Important')).not.toBeInTheDocument();
  });

  it('never offers the types segment-config hides', async () => {
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    await user.click(selectButton('Segment type'));
    expect(await screen.findByRole('option', { name: 'Framework' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Shared profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Island marketplace' })).not.toBeInTheDocument();
  });

  it('a missing name says "Please complete this mandatory field"', async () => {
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    const name = within(dialog()).getByRole('textbox', { name: /Segment name/ });
    await user.type(name, 'x');
    await user.clear(name);
    await user.tab();
    expect(await within(dialog()).findByText('Please complete this mandatory field')).toBeInTheDocument();
  });

  it('compliance level and stage say "Please complete this mandatory field" only once focus has left them empty', async () => {
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    expect(within(dialog()).queryByText('Please complete this mandatory field')).not.toBeInTheDocument();
    // From the name, tab through type (preselected), compliance level and stage, choosing nothing.
    await user.click(within(dialog()).getByRole('textbox', { name: /Segment name/ }));
    await user.tab();
    await user.tab();
    expect(selectButton('Compliance level')).toHaveFocus();
    await user.tab();
    expect(selectButton('Segment stage')).toHaveFocus();
    await waitFor(() => expect(selectButton('Compliance level')).toHaveAccessibleDescription('Please complete this mandatory field'));
    expect(selectButton('Segment type')).not.toHaveAccessibleDescription('Please complete this mandatory field');
    expect(selectButton('Segment stage')).not.toHaveAccessibleDescription('Please complete this mandatory field');
    await user.tab();
    await waitFor(() => expect(selectButton('Segment stage')).toHaveAccessibleDescription('Please complete this mandatory field'));
    await choose(user, 'Compliance level', 'Standard subcontractor');
    await waitFor(() => expect(selectButton('Compliance level')).not.toHaveAccessibleDescription('Please complete this mandatory field'));
  });

  it('a name over 100 characters says so as it is typed and keeps Confirm off; 100 after trimming is accepted', async () => {
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    await fillNew(user, { name: 'n'.repeat(100), type: 'Framework' });
    expect(confirmButton()).toBeEnabled();
    const name = within(dialog()).getByRole('textbox', { name: /Segment name/ });
    await user.type(name, 'n');
    await waitFor(() => expect(name).toHaveAccessibleDescription('Enter 100 characters or fewer'));
    expect(confirmButton()).toBeDisabled();
    // Surrounding spaces are not sent (the name is trimmed), so they do not count.
    await user.clear(name);
    await user.click(name);
    await user.paste(`  ${'m'.repeat(100)}  `);
    await waitFor(() => expect(name).not.toHaveAccessibleDescription('Enter 100 characters or fewer'));
    await user.click(confirmButton());
    expect(await screen.findByText(`O'Brien & Sons Civil Engineering Ltd has been added to ${'m'.repeat(100)}`)).toBeInTheDocument();
    expect(getDb().createdSegments[0]).toMatchObject({ name: 'm'.repeat(100) });
  });

  it('a name with markup, emoji and right-to-left text is created and named exactly as typed (trimmed)', async () => {
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    const typed = '<b>x</b><script>alert(1)</script> 👷🏽‍♀️ مرحبا بالعالم';
    await user.click(within(dialog()).getByRole('textbox', { name: /Segment name/ }));
    await user.paste(`  ${typed}\n`);
    await choose(user, 'Segment type', 'Framework');
    await choose(user, 'Compliance level', 'Standard subcontractor');
    await choose(user, 'Segment stage', 'Pre-qualification');
    await user.click(confirmButton());
    expect(await screen.findByText(`O'Brien & Sons Civil Engineering Ltd has been added to ${typed}`)).toBeInTheDocument();
    expect(getDb().createdSegments[0]).toMatchObject({ name: typed });
  });

  it('disables the compliance level when there are no policies, and confirm with it', async () => {
    server.use(http.get('*/mock-api/policy/policy', () => HttpResponse.json([])));
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    expect(await screen.findByText('No compliance levels are available.')).toBeInTheDocument();
    expect(selectButton('Compliance level')).toBeDisabled();
    await user.type(within(dialog()).getByRole('textbox', { name: /Segment name/ }), 'No policy');
    await choose(user, 'Segment stage', 'Invited');
    expect(confirmButton()).toBeDisabled();
  });

  it('409 shows the name-exists message on the name field; typing clears it', async () => {
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    // Segment names are unique per supply chain: this one exists in the default (North) chain.
    await fillNew(user, { name: 'M62 Junction 24 improvement', type: 'Project' });
    await user.click(confirmButton());
    const name = within(dialog()).getByRole('textbox', { name: /Segment name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription('A segment with this name already exists, please try an alternative name'));
    expect(within(dialog()).queryByText('Error Adding Supplier to Segment')).not.toBeInTheDocument();
    await user.type(name, ' 2');
    expect(screen.queryByText(/A segment with this name already exists/)).not.toBeInTheDocument();
    expect(getDb().createdSegments).toEqual([]);
  });

  it('a 500 on create shows the failure and keeps everything typed', async () => {
    server.use(http.post('*/mock-api/supplyChain/SupplyChain/:scId/segment', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    await fillNew(user, { name: 'Kept name', type: 'Framework' });
    await user.click(within(dialog()).getByRole('checkbox', { name: 'Visible to suppliers' }));
    await user.click(confirmButton());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('Error Adding Supplier to Segment');
    expect(within(dialog()).getByRole('textbox', { name: /Segment name/ })).toHaveValue('Kept name');
    expect(selectButton('Segment type')).toHaveTextContent('Framework');
    expect(selectButton('Compliance level')).toHaveTextContent('Standard subcontractor');
    expect(selectButton('Segment stage')).toHaveTextContent('Pre-qualification');
    expect(visibleBox()).not.toBeChecked();
    expect(confirmButton()).toBeEnabled();
  });

  it('switching modes resets both forms', async () => {
    const { user } = await renderDialog(ONE);
    await openNewMode(user);
    await user.type(within(dialog()).getByRole('textbox', { name: /Segment name/ }), 'Draft');
    await user.click(within(dialog()).getByRole('radio', { name: 'Existing segment' }));
    await choose(user, 'Segment', 'M62 Junction 24 improvement');
    await user.click(within(dialog()).getByRole('radio', { name: 'New segment' }));
    expect(within(dialog()).getByRole('textbox', { name: /Segment name/ })).toHaveValue('');
    await user.click(within(dialog()).getByRole('radio', { name: 'Existing segment' }));
    expect(selectButton('Segment')).toHaveTextContent('Select an option');
  });
});

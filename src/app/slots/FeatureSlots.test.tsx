import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { AddToSupplyChainSlot, type SupplierRef } from '@/platform/slots';
import { FeatureSlots } from './FeatureSlots';

const SUPPLIER: SupplierRef = { id: 100001, name: "O'Brien & Sons Civil Engineering Ltd" };

/** Stands for any feature that offers "Add to supply chain" (the profile header, a results row). */
function Consumer() {
  const AddToSupplyChain = AddToSupplyChainSlot.useSlot();
  const [open, setOpen] = useState(false);
  if (!AddToSupplyChain) return <p>Nothing to add with</p>;
  return (
    <>
      <button onClick={() => setOpen(true)}>Add to supply chain</button>
      {open && <AddToSupplyChain suppliers={[SUPPLIER]} onClose={() => setOpen(false)} />}
    </>
  );
}

describe('feature slots', () => {
  it('hand the segments feature’s add-to-supply-chain dialog to any consumer below them', async () => {
    const { user } = await renderWithProviders(
      <FeatureSlots>
        <Consumer />
      </FeatureSlots>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to supply chain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to supply chain' });
    expect(within(dialog).getByText(`Adding ${SUPPLIER.name}`)).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an empty slot gives the consumer null, so it offers nothing', async () => {
    await renderWithProviders(<Consumer />);
    expect(screen.getByText('Nothing to add with')).toBeVisible();
  });
});

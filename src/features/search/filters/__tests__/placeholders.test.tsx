import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { expandGroup, openFiltersPage } from './helpers';

/** Every empty dropdown reads the same words as the add-to-segment and invite ones: "Select an option". */
describe('empty dropdowns on the filters page', () => {
  it('the location type reads "Select an option"', async () => {
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Location');
    expect(screen.getByRole('button', { name: /Location type$/ })).toHaveTextContent('Select an option');
    expect(screen.queryByText('Select an item')).not.toBeInTheDocument();
  });

  it('the stage of a segment reads "Select an option"', async () => {
    const { user } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    await screen.findByRole('button', { name: 'Supply chain stage' });
    await expandGroup(user, 'Supply chain stage');
    const [first] = await screen.findAllByRole('button', { name: /^Choose stage for / });
    await user.click(first);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: /Stage$/ })).toHaveTextContent('Select an option');
  });

  it('the organisation unit, when there is none to preselect, reads "Select an option"', async () => {
    server.use(
      http.get('*/mock-api/admin/users/organisationunits', () =>
        HttpResponse.json({ isSuccess: true, organisations: [], message: null }),
      ),
    );
    const { user } = await openFiltersPage();
    await user.click(screen.getByRole('radio', { name: 'Suppliers in my supply chain' }));
    const unit = await screen.findByRole('button', { name: /Organisation unit$/ });
    await waitFor(() => expect(unit).toHaveTextContent('Select an option'));
  });
});

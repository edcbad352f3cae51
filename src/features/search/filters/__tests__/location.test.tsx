import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../../mocks/node';
import { expandGroup, openFiltersPage } from './helpers';

async function chooseType(user: Parameters<typeof expandGroup>[0], type: string) {
  await user.click(screen.getByRole('button', { name: /Location type/ }));
  await user.click(await screen.findByRole('option', { name: type }));
}

describe('office located and distance', () => {
  it('keeps Add location disabled until a type is chosen and the distance disabled for a town', async () => {
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Location');
    expect(screen.getByRole('button', { name: 'Add location' })).toBeDisabled();
    await chooseType(user, 'Town or city');
    await user.type(screen.getByRole('combobox', { name: 'Office located' }), 'Leed');
    await user.click(await screen.findByRole('option', { name: /^Leeds/ }));
    expect(screen.getByRole('textbox', { name: 'Distance (miles)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const basket = screen.getByRole('list', { name: 'Your filters' });
    expect(within(basket).getByText('Leeds')).toBeInTheDocument();
  });

  it('needs a distance above 0 for a postcode or outcode: "Enter a valid distance"', async () => {
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Location');
    await chooseType(user, 'Outcode');
    await user.type(screen.getByRole('combobox', { name: 'Office located' }), 'LS1');
    await user.click(await screen.findByRole('option', { name: /^LS1\b/ }));
    const distance = screen.getByRole('textbox', { name: 'Distance (miles)' });
    expect(distance).toBeEnabled();
    await user.type(distance, '0');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('Enter a valid distance')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your filters' })).not.toBeInTheDocument();
    await user.clear(distance);
    await user.type(distance, '10');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    const basket = screen.getByRole('list', { name: 'Your filters' });
    expect(within(basket).getByText('Within 10 miles of LS1')).toBeInTheDocument();
  });

  it('says "Within 1 mile", singular, for a distance of 1', async () => {
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Location');
    await chooseType(user, 'Outcode');
    await user.type(screen.getByRole('combobox', { name: 'Office located' }), 'LS1');
    await user.click(await screen.findByRole('option', { name: /^LS1\b/ }));
    await user.type(screen.getByRole('textbox', { name: 'Distance (miles)' }), '1');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(within(screen.getByRole('list', { name: 'Your filters' })).getByText('Within 1 mile of LS1')).toBeInTheDocument();
  });

  it('labels the distance in km where the community measures in km', async () => {
    const { user } = await openFiltersPage({ community: 'IE' });
    await expandGroup(user, 'Location');
    expect(screen.getByRole('textbox', { name: 'Distance (km)' })).toBeDisabled();
  });

  it('shows "Request has failed" when the location service fails, keeping the text', async () => {
    server.use(http.get('*/mock-api/geo/location/suggest', () => HttpResponse.json({}, { status: 502 })));
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Location');
    const field = screen.getByRole('combobox', { name: 'Area of operation' });
    await user.type(field, 'Y');
    expect(await screen.findByText('Request has failed')).toBeInTheDocument();
    expect(field).toHaveValue('Y');
  });

  it('adds an area of operation and leaves it out of later suggestions', async () => {
    const { user } = await openFiltersPage();
    await expandGroup(user, 'Location');
    const field = screen.getByRole('combobox', { name: 'Area of operation' });
    await user.type(field, 'Yorkshire and');
    const option = await screen.findByRole('option', { name: /^Yorkshire and The Humber/ });
    await user.click(option);
    expect(within(screen.getByRole('list', { name: 'Your filters' })).getByText('Yorkshire and The Humber')).toBeInTheDocument();
    await user.type(field, 'Yorkshire and');
    await screen.findByRole('listbox');
    expect(screen.queryByRole('option', { name: /^Yorkshire and The Humber/ })).not.toBeInTheDocument();
  });
});

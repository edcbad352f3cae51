import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../../../../../mocks/node';
import { renderApp } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import { AWKWARD_CONNECTION_IDS, warmUpConnections } from './connectionsKit';

const MANY = AWKWARD_CONNECTION_IDS.manyConnections;
const hidden = () => {
  const config = testConfig();
  config.communities.GB.profile = { ...config.communities.GB.profile, connectionsContent: false };
  return config;
};
const connectionCalls = () => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (/buyerconnections|connection-detailslist|projects\//.test(request.url)) asked.push(request.url);
  });
  return asked;
};

beforeAll(warmUpConnections, 45_000);
afterEach(() => server.events.removeAllListeners());

/** Issue 37 item 18: the connections content by configuration (spec 03 §6), like the other visibility flags. */
describe('connections content visibility', () => {
  it('shown by default: the tab lists the connections and the dashboard has its widget', async () => {
    const first = await renderApp({ route: `/supplier/${MANY}/connections` });
    expect(await screen.findByRole('table', { name: 'Your connections with this supplier' })).toBeInTheDocument();
    first.unmount();
    await renderApp({ route: `/supplier/${MANY}/compliance` });
    expect(await screen.findByRole('region', { name: 'Buyer Connections' })).toBeInTheDocument();
  });

  it('hidden by the community: the tab says so and asks for nothing', async () => {
    const asked = connectionCalls();
    await renderApp({ route: `/supplier/${MANY}/connections`, config: hidden() });
    expect(await screen.findByRole('heading', { name: 'Connections are not shown in this community.' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Your connections with this supplier' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('hidden by the community: no Buyer Connections widget, the project view says so too', async () => {
    const asked = connectionCalls();
    const first = await renderApp({ route: `/supplier/${MANY}/compliance`, config: hidden() });
    expect(await screen.findByRole('region', { name: 'Levels' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buyer Connections' })).not.toBeInTheDocument();
    first.unmount();
    await renderApp({ route: `/supplier/${MANY}/project-connection/9101`, config: hidden() });
    expect(await screen.findByRole('heading', { name: 'Connections are not shown in this community.' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});

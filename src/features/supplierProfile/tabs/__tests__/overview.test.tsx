import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';
import { AWKWARD_PROFILE_IDS, failing, gbWith, goals, profile, warmUpLocationsTable } from './profileTabsKit';

beforeAll(warmUpLocationsTable, 45_000);

const ID = AWKWARD_PROFILE_IDS.favourite;
const overview = (id: number) => `/supplier/${id}/overview`;
const region = (name: string) => screen.findByRole('region', { name });

describe('overview tab (spec 02 §2.4)', () => {
  it('shows compliance tiles, You and supplier, the company tiles, About and the locations, headings from h2', async () => {
    await renderApp({ route: overview(ID) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Overview' })).toBeInTheDocument();
    const compliance = await region('Compliance');
    const levels = goals(ID).filter((g) => !g.isSsip);
    expect(levels.length).toBeGreaterThan(0);
    for (const level of levels) {
      expect(await within(compliance).findByText(level.goalName)).toBeInTheDocument();
      expect(within(compliance).getByText(`${level.completedTotal} of ${level.requirementsTotal} requirements complete`)).toBeInTheDocument();
    }
    expect(within(compliance).getByRole('link', { name: 'View compliance' })).toHaveAttribute('href', `/supplier/${ID}/compliance`);

    const you = await region('You and supplier');
    for (const label of ['Active supply chains', 'Closed supply chains', 'Active segments', 'Closed segments']) {
      expect(within(you).getByText(label)).toBeInTheDocument();
    }
    expect(within(you).getByText('Closed segments').nextSibling).toHaveTextContent(String(profile(ID).closedSegments));

    const facts = screen.getByRole('list', { name: 'Company facts' });
    expect(within(facts).getByText('Company size')).toBeInTheDocument();
    expect(within(facts).getByText('Number of employees')).toBeInTheDocument();
    const turnover = Number(profile(ID).turnover);
    expect(within(facts).getByText('Turnover').nextSibling).toHaveTextContent(`£${turnover.toLocaleString('en-GB')}`);

    expect(await region('About')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Locations' })).toBeInTheDocument();
  });

  it('hides You and supplier in the Europe variant', async () => {
    await renderApp({ route: overview(ID), config: gbWith({ europeVariant: true }) });
    expect(await region('Compliance')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'You and supplier' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About' })).toBeInTheDocument();
  });

  it('shows each company tile and the locations table only under its flag', async () => {
    await renderApp({ route: overview(ID), config: gbWith({ companySizeTile: false, turnoverTile: false, locationsTable: false }) });
    const facts = await screen.findByRole('list', { name: 'Company facts' });
    expect(within(facts).getByText('Number of employees')).toBeInTheDocument();
    expect(within(facts).queryByText('Company size')).not.toBeInTheDocument();
    expect(within(facts).queryByText('Turnover')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Locations' })).not.toBeInTheDocument();
  });

  it.each([
    ['null', AWKWARD_PROFILE_IDS.nullTurnover],
    ['"NaN"', AWKWARD_PROFILE_IDS.nanTurnover],
  ])('shows turnover "-" when the wire gives %s', async (_, id) => {
    await renderApp({ route: overview(id) });
    const facts = await screen.findByRole('list', { name: 'Company facts' });
    expect(within(facts).getByText('Turnover').nextSibling).toHaveTextContent(/^-$/);
  });

  it('renders the markdown About without raw HTML: no script, no image, safe links; Show more and Show less', async () => {
    const { user, container } = await renderApp({ route: overview(AWKWARD_PROFILE_IDS.markdownDescription) });
    const about = await region('About');
    expect(await within(about).findByText("O'Brien & Sons")).toBeInstanceOf(HTMLElement);
    expect(within(about).getByText("O'Brien & Sons").tagName).toBe('STRONG');
    expect(within(about).getByText('civil engineering and groundworks').tagName).toBe('LI');
    expect(container.querySelector('script')).toBeNull();
    expect(about.querySelector('img')).toBeNull();
    expect(about).not.toHaveTextContent('__profileScriptRan');
    expect((window as unknown as { __profileScriptRan?: boolean }).__profileScriptRan).toBeUndefined();
    const link = within(about).getByRole('link', { name: 'safety record' });
    expect(link).toHaveAttribute('href', 'https://example.com/safety');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));

    const more = within(about).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(about).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(about).getByRole('button', { name: 'Show less' }));
    expect(within(about).getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('a failing compliance call says so with Try again, and Try again loads the tiles', async () => {
    const call = failing('get', '*/mock-api/compliance/suppliers/:id/goals');
    const { user } = await renderApp({ route: overview(ID) });
    const compliance = await region('Compliance');
    expect(await within(compliance).findByRole('heading', { name: 'Compliance levels could not be loaded' })).toBeInTheDocument();
    expect(within(compliance).getByText('Request has failed with status code: 500')).toBeInTheDocument();
    // The rest of the overview is not held up by it.
    expect(screen.getByRole('region', { name: 'About' })).toBeInTheDocument();
    call.heal();
    await user.click(within(compliance).getByRole('button', { name: 'Try again' }));
    expect(await within(compliance).findByText(goals(ID).filter((g) => !g.isSsip)[0].goalName)).toBeInTheDocument();
  });
});

describe('overview data without a waterfall', () => {
  it('asks for the supplier levels together with its details on the overview, and only where they are shown', async () => {
    const { server } = await import('../../../../../mocks/node');
    const asked: string[] = [];
    const listener = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    const goals = `/mock-api/compliance/suppliers/${ID}/goals`;
    try {
      await renderApp({ route: `/supplier/${ID}/overview` });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(asked).toContain(goals);
      cleanup();
      asked.length = 0;
      await renderApp({ route: `/supplier/${ID}/notes` });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await screen.findByRole('heading', { level: 2, name: 'Notes' });
      expect(asked).not.toContain(goals);
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });
});

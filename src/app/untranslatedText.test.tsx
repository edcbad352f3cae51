import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@/platform/config/types';
import { renderApp } from '@/test/renderWithProviders';
import { englishLeftovers } from '@/test/englishLeftovers';
import { storeSession } from '@/test/searchSessions';

/**
 * Issue 10 item 6: in French, Spanish and Dutch no screen shows English: the app's own words come
 * from its locales, and the platform's reference data (menu, company sizes, segment types, stages,
 * policies, reason codes, levels, custom fields) comes from the mock platform in the buyer's
 * language, asked for with Accept-Language. Each screen is opened as far as its reference data
 * shows, and its text is scanned for a known list of English words.
 */
type View = Awaited<ReturnType<typeof renderApp>>;
type User = View['user'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Select's trigger is named by its value and then its label. */
const selectTrigger = (scope: HTMLElement, label: string) =>
  within(scope).findByRole('button', { name: new RegExp(`${escape(label)}$`) });

/** Opens a Select, scans its options with the page, and picks the one at `index`. */
async function scanAndPick(user: User, language: Language, scope: HTMLElement, label: string, index = 0) {
  const trigger = await selectTrigger(scope, label);
  await waitFor(() => expect(trigger).toBeEnabled());
  await user.click(trigger);
  const options = await screen.findAllByRole('option');
  expect(englishLeftovers(language)).toEqual([]);
  await user.click(options[Math.min(index, options.length - 1)]);
}

/** Opens every closed filter group (an accordion trigger is a button inside its heading). */
async function openAllGroups(user: User) {
  const closed = () => document.querySelector<HTMLElement>(':is(h2, h3) > button[aria-expanded="false"]');
  for (let trigger = closed(); trigger; trigger = closed()) await user.click(trigger);
}

const LANGUAGES: Language[] = ['fr', 'es', 'nl'];

describe.each(LANGUAGES)('no English left in %s', (language) => {
  it('landing page: platform menu and every filter group', async () => {
    const { user, i18n } = await renderApp({ route: '/source-supplier', language });
    const t = i18n.getFixedT(language);
    const menu = await screen.findByRole('navigation', { name: t('shell.menu') });
    await waitFor(() => expect(within(menu).getAllByRole('link')).toHaveLength(5));
    await user.click(await screen.findByRole('radio', { name: t('searchFilters:searchType.inMySupplyChain') }));
    await scanAndPick(user, language, document.body, t('searchFilters:searchType.orgUnit'));
    await openAllGroups(user);
    // The accordion panel and the checkbox group inside it share the group's name.
    const sizes = (await screen.findAllByRole('group', { name: t('searchFilters:companySize.label') })).at(-1)!;
    expect(within(sizes).getAllByRole('checkbox')).toHaveLength(4);
    await screen.findByRole('list', { name: t('searchFilters:groups.supplyChainStage') });
    expect(englishLeftovers(language)).toEqual([]);
  });

  it('filters page: a segment’s stages and statuses', async () => {
    const { user, i18n } = await renderApp({ route: '/source-supplier/search-filters', language });
    const t = i18n.getFixedT(language);
    await user.click(await screen.findByRole('radio', { name: t('searchFilters:searchType.inMySupplyChain') }));
    await scanAndPick(user, language, document.body, t('searchFilters:searchType.orgUnit'));
    await user.click(await screen.findByRole('button', { name: t('searchFilters:groups.supplyChainStage') }));
    const [chooseStage] = await screen.findAllByRole('button', { name: new RegExp(`^${escape(t('searchFilters:supplyChain.chooseStage', { segment: '' }))}`) });
    await user.click(chooseStage);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radiogroup', { name: t('searchFilters:supplyChain.status') });
    await scanAndPick(user, language, dialog, t('searchFilters:supplyChain.stage'));
  });

  it('results page: company sizes and levels, then the add-to-supply-chain dialog', async () => {
    storeSession('s1');
    const { user, i18n } = await renderApp({ route: '/source-supplier/search-results?sid=s1', language });
    const t = i18n.getFixedT(language);
    const table = await screen.findByRole('table', { name: t('search:table.label') });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(englishLeftovers(language)).toEqual([]);

    await user.click(within(rows[0]).getByRole('button', { name: new RegExp(`^${escape(t('search:table.addRow', { name: '' }))}`) }));
    const dialog = await screen.findByRole('dialog', { name: t('segments:dialog.title') });
    await scanAndPick(user, language, dialog, t('segments:fields.segment'), 1);
    await scanAndPick(user, language, dialog, t('segments:fields.stage'));
    await user.click(within(dialog).getByRole('radio', { name: t('segments:mode.new') }));
    await scanAndPick(user, language, dialog, t('segments:fields.type'), 2);
    await scanAndPick(user, language, dialog, t('segments:fields.policy'), 1);
  });

  it('invite page: stages, policy, levels and reasons', async () => {
    const { user, i18n } = await renderApp({ route: '/invite-supplier', language });
    const t = i18n.getFixedT(language);
    await screen.findByRole('heading', { level: 1, name: t('screens.invite') });
    const page = document.body;
    await scanAndPick(user, language, page, t('invite:fields.orgUnit'));
    // The second segment of Northbridge North has a level goal and a policy.
    await scanAndPick(user, language, page, t('invite:fields.segment'), 1);
    await scanAndPick(user, language, page, t('invite:fields.stage'));
    const form = await screen.findByRole('form', { name: t('invite:formLabel') });
    await screen.findByText(t('invite:details.policy'));
    await scanAndPick(user, language, form, t('invite:fields.requiredGoals'));
    await scanAndPick(user, language, form, t('invite:fields.reasonCode'));
  });

  it('supplier documents and work categories: the search boxes and their clear buttons', async () => {
    // The clear button shows once the buyer types: its name is in the buyer's language too.
    const searchBox = async (label: string) => {
      const box = await screen.findByRole('searchbox', { name: label });
      const field = box.parentElement!.parentElement!;
      expect(englishLeftovers(language, field)).toEqual([]);
      return field;
    };
    const documents = await renderApp({ route: '/supplier/100001/documents', language });
    let t = documents.i18n.getFixedT(language);
    const documentSearch = await searchBox(t('profileDocuments:search.label'));
    expect(within(documentSearch).getByRole('button', { hidden: true })).toHaveAttribute('aria-label', t('profileDocuments:search.clear'));
    documents.unmount();

    const workCategories = await renderApp({ route: '/supplier/100001/compliance/work-categories', language });
    t = workCategories.i18n.getFixedT(language);
    const typeSearch = await searchBox(t('workCategories:filters.type'));
    expect(within(typeSearch).getByRole('button', { hidden: true })).toHaveAttribute('aria-label', t('workCategories:filters.clearType'));
  });
});

describe('picking another language on a screen', () => {
  async function pickFrench(user: User) {
    await user.click(await screen.findByRole('button', { name: /Language/ }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
  }

  it('asks again for the menu and the filters’ reference data, in the new language', async () => {
    const { user } = await renderApp({ route: '/source-supplier' });
    await screen.findByRole('link', { name: 'Dashboard' });
    await user.click(await screen.findByRole('button', { name: 'Company size' }));
    await screen.findByRole('checkbox', { name: 'Small' });
    await pickFrench(user);
    expect(await screen.findByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Petite' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Tous les fournisseurs' })).toBeInTheDocument();
    expect(englishLeftovers('fr')).toEqual([]);
  });

  it('asks again for the rows shown, with their company sizes in the new language', async () => {
    storeSession('s1');
    const { user } = await renderApp({ route: '/source-supplier/search-results?sid=s1' });
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    // Cells by their text (a role query names every cell of 50 rows on each poll: seconds on a busy machine).
    const cellsReading = (sizes: RegExp) => within(table).queryAllByText(sizes, { selector: 'td' });
    await waitFor(() => expect(cellsReading(/^(Micro|Small|Medium|Large)$/).length).toBeGreaterThan(0));
    await pickFrench(user);
    await waitFor(() => expect(cellsReading(/^(Micro|Small|Medium|Large)$/)).toEqual([]));
    expect(cellsReading(/^(Micro-entreprise|Petite|Moyenne|Grande)$/).length).toBeGreaterThan(0);
  });

  it('asks again for the invite page’s units, stages, levels, reasons and policies', async () => {
    const { user, i18n } = await renderApp({ route: '/invite-supplier' });
    await screen.findByRole('button', { name: /Organisation unit$/ });
    await pickFrench(user);
    const t = i18n.getFixedT('fr');
    await screen.findByRole('heading', { level: 1, name: t('screens.invite') });
    await scanAndPick(user, 'fr', document.body, t('invite:fields.orgUnit'));
    await scanAndPick(user, 'fr', document.body, t('invite:fields.segment'), 1);
    await scanAndPick(user, 'fr', document.body, t('invite:fields.stage'));
    const form = await screen.findByRole('form', { name: t('invite:formLabel') });
    await scanAndPick(user, 'fr', form, t('invite:fields.requiredGoals'));
    await scanAndPick(user, 'fr', form, t('invite:fields.reasonCode'));
  });

  it('asks again for the segment types and policies the add-to-supply-chain dialog already loaded', async () => {
    storeSession('s1');
    const { user, i18n } = await renderApp({ route: '/source-supplier/search-results?sid=s1' });
    const table = await screen.findByRole('table', { name: 'Suppliers' });
    const addFirst = async () => user.click(within(table).getAllByRole('button', { name: /^Add to supply chain: / })[0]);
    await addFirst();
    let dialog = await screen.findByRole('dialog', { name: 'Add to supply chain' });
    await user.click(within(dialog).getByRole('radio', { name: 'New segment' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Segment type$/ })).toHaveTextContent('Segment'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await pickFrench(user);
    const t = i18n.getFixedT('fr');
    const [addInFrench] = await within(table).findAllByRole('button', { name: new RegExp(`^${escape(t('search:table.addRow', { name: '' }))}`) });
    await user.click(addInFrench);
    dialog = await screen.findByRole('dialog', { name: t('segments:dialog.title') });
    await user.click(within(dialog).getByRole('radio', { name: t('segments:mode.new') }));
    await scanAndPick(user, 'fr', dialog, t('segments:fields.type'), 2);
    await scanAndPick(user, 'fr', dialog, t('segments:fields.policy'), 1);
  });
});

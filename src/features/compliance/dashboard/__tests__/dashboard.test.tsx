import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { mockPath } from '@mocks/paths';
import { getNetwork } from '@mocks/db';
import { detailsListOf } from '@mocks/data/compliance/requirements';
import { goalsOf } from '@mocks/data/profile/goals';
import { STANDARD_ORDER } from '../../levels/grouping';
import { currentPath, renderApp } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';

const ID = 100010;
const GOALS = mockPath('compliance', '/suppliers/:id/goals');
const DETAILS = mockPath('compliance', '/:supplierId/detailslist');
const levels = () => (goalsOf(getNetwork(), ID) ?? []).filter((goal) => !goal.isSsip);
const rows = () => detailsListOf(getNetwork(), ID) ?? [];

const levelsWidget = () => screen.findByRole('region', { name: 'Levels' });

describe('compliance dashboard: Levels widget (spec 03 §2; spec 02 compliance tab)', () => {
  it('lists the levels with status name, a requirements-completed bar and View to the focused level', async () => {
    await renderApp({ route: `/supplier/${ID}/compliance` });
    const widget = await levelsWidget();
    const table = await within(widget).findByRole('table', { name: 'Levels' });
    for (const goal of levels()) {
      const row = within(table).getByRole('row', { name: new RegExp(goal.goalName) });
      expect(within(row).getByText(goal.statusName)).toBeInTheDocument();
      const bar = within(row).getByRole('progressbar', { name: `Requirements completed for ${goal.goalName}` });
      expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((goal.completedTotal / goal.requirementsTotal) * 100)));
      expect(within(row).getByRole('link', { name: `View ${goal.goalName}` })).toHaveAttribute('href', `/supplier/${ID}/compliance/${goal.goalId}`);
    }
  });

  it('levels show their maturity level under maturityIconEnabled (targetMaturityLevel, isGoalMaturityMet), else compliant or not', async () => {
    const goal = { goalId: 103, goalName: 'Gold', goalReference: 'CL-GOLD', statusName: 'Verified', statusId: 1, isCompliant: true, isSsip: false, requirementsTotal: 4, completedTotal: 4 };
    server.use(http.get(GOALS, () => HttpResponse.json([
      { ...goal, targetMaturityLevel: 3, isGoalMaturityMet: false },
      { ...goal, goalId: 101, goalName: 'Bronze', goalReference: 'CL-BRONZE', targetMaturityLevel: 1, isGoalMaturityMet: true },
      { ...goal, goalId: 102, goalName: 'Silver', goalReference: 'CL-SILVER', targetMaturityLevel: null, isGoalMaturityMet: null },
    ])));
    const first = await renderApp({ route: `/supplier/${ID}/compliance`, flags: { maturityIconEnabled: true } });
    const table = await within(await levelsWidget()).findByRole('table', { name: 'Levels' });
    const rowOf = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(rowOf('Gold')).getByRole('img', { name: 'Maturity level 3 not met' })).toBeInTheDocument();
    expect(within(rowOf('Bronze')).getByRole('img', { name: 'Maturity level 1 met' })).toBeInTheDocument();
    expect(within(rowOf('Silver')).getByRole('img', { name: 'Compliant' })).toBeInTheDocument();
    first.unmount();
    await renderApp({ route: `/supplier/${ID}/compliance`, flags: { maturityIconEnabled: false } });
    const plain = await within(await levelsWidget()).findByRole('table', { name: 'Levels' });
    expect(within(within(plain).getByRole('row', { name: /Gold/ })).getByRole('img', { name: 'Compliant' })).toBeInTheDocument();
  });

  it('a French buyer reads a level’s status in French; a status the app does not know shows as the platform names it', async () => {
    const goal = { goalId: 101, goalName: 'Bronze', goalReference: 'CL-BRONZE', statusName: 'Not Verified', statusId: 2, isCompliant: false, isSsip: false, requirementsTotal: 4, completedTotal: 1 };
    server.use(http.get(GOALS, () => HttpResponse.json([goal, { ...goal, goalId: 102, goalName: 'Silver', goalReference: 'CL-SILVER', statusName: 'Suspendu', statusId: 9 }])));
    await renderApp({ route: `/supplier/${ID}/compliance`, language: 'fr' });
    const table = await within(await screen.findByRole('region', { name: 'Niveaux' })).findByRole('table', { name: 'Niveaux' });
    expect(within(within(table).getByRole('row', { name: /Bronze/ })).getByText('Non vérifié')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Silver/ })).getByText('Suspendu')).toBeInTheDocument();
    expect(within(table).queryByText('Not Verified')).not.toBeInTheDocument();
  });

  it('a level with no requirements reads "No requirements" at 0 %', async () => {
    server.use(http.get(GOALS, () => HttpResponse.json([{ goalId: 101, goalName: 'Bronze', goalReference: 'CL-BRONZE', statusName: 'Not Verified', statusId: 2, isCompliant: false, isSsip: false, requirementsTotal: 0, completedTotal: 0 }])));
    await renderApp({ route: `/supplier/${ID}/compliance` });
    const bar = await within(await levelsWidget()).findByRole('progressbar', { name: 'Requirements completed for Bronze' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuetext', 'No requirements');
  });

  it('expands to requirements grouped by standards in the spec order, or by level', async () => {
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance` });
    const widget = await levelsWidget();
    await user.click(await within(widget).findByRole('button', { name: 'Show Levels detail' }));
    expect(within(widget).getByRole('radio', { name: 'Standards' })).toBeChecked();
    const headings = async () => (await within(widget).findAllByRole('heading', { level: 4 })).map((h) => h.textContent);
    const standards = [...new Set(rows().map((r) => r.groupName))].sort((a, b) => STANDARD_ORDER.indexOf(a as never) - STANDARD_ORDER.indexOf(b as never));
    expect(await headings()).toEqual(standards);
    await user.click(within(widget).getByRole('radio', { name: 'Level' }));
    const byLevel = [...new Map(rows().map((r) => [r.goalId, r])).values()].sort((a, b) => b.goalDisplayOrder - a.goalDisplayOrder).map((r) => r.goalName);
    await waitFor(() => expect(within(widget).getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(byLevel));
  });

  it('print view lays the detail out without toggles and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance?print=true` });
    const widget = await levelsWidget();
    expect(await within(widget).findByRole('radiogroup', { name: 'Group requirements by' })).toBeInTheDocument();
    expect(within(widget).queryByRole('button', { name: /Levels detail/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('shows the widgets after the levels once the levels are known, so the levels table never pushes them down', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(GOALS, async ({ params }) => {
      await answered;
      return HttpResponse.json(goalsOf(getNetwork(), Number(params.id)) ?? []);
    }));
    await renderApp({ route: `/supplier/${ID}/compliance` });
    const widget = await levelsWidget();
    expect(within(widget).getByRole('progressbar', { name: 'Loading levels' })).toBeInTheDocument();
    // Mounted (its call is under way) but not on screen while the levels load; nor is the widget's
    // own toggle, which the table would push down.
    expect(screen.queryByRole('heading', { name: 'Expiry timeline' })).not.toBeInTheDocument();
    expect(within(widget).queryByRole('button', { name: /Levels/ })).not.toBeInTheDocument();
    answer();
    await within(widget).findByRole('table', { name: 'Levels' });
    expect(await screen.findByRole('heading', { name: 'Expiry timeline' })).toBeVisible();
    expect(within(widget).getByRole('button', { name: 'Show Levels detail' })).toBeVisible();
  });

  it('a failed load shows the Error panel', async () => {
    server.use(http.get(GOALS, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: `/supplier/${ID}/compliance` });
    expect(await within(await levelsWidget()).findByRole('heading', { name: 'Sorry something went wrong try again later' })).toBeInTheDocument();
  });

  it('on the compliance status itself, the Error panel\'s button asks again for what failed (going "back" there would change nothing)', async () => {
    let failures = 1;
    server.use(http.get(GOALS, () => (failures-- > 0 ? HttpResponse.json({ message: 'down' }, { status: 500 }) : undefined)));
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance` });
    const widget = await levelsWidget();
    await user.click(await within(widget).findByRole('button', { name: 'Back to compliance status' }));
    expect(await within(widget).findByRole('table', { name: 'Levels' })).toBeInTheDocument();
    expect(within(widget).queryByRole('heading', { name: 'Sorry something went wrong try again later' })).not.toBeInTheDocument();
    expect(currentPath()).toBe(`/supplier/${ID}/compliance`);
  });

  it('says "Not yet implemented" when the compliance tab feature is off', async () => {
    await renderApp({ route: `/supplier/${ID}/compliance`, flags: { complianceTabEnabled: false } });
    expect(await screen.findByText('Not yet implemented')).toBeInTheDocument();
  });
});

describe('focused level (spec 03 §2, §4)', () => {
  const goal = () => levels().find((level) => rows().some((r) => r.goalId === level.goalId))!;

  it('states the level’s status in the buyer’s language', async () => {
    const { goalId, goalName, statusId } = goal();
    const french = { 1: 'Vérifié', 2: 'Non vérifié', 3: 'En cours', 4: 'Expiré' }[statusId];
    await renderApp({ route: `/supplier/${ID}/compliance/${goalId}`, language: 'fr' });
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(goalName) })).toBeInTheDocument();
    expect(screen.getByText(`Statut : ${french}`)).toBeInTheDocument();
  });

  it("lists the level's requirements with status, standard, dates and View to the requirement page", async () => {
    const { goalId, goalName } = goal();
    const mine = rows().filter((r) => r.goalId === goalId);
    await renderApp({ route: `/supplier/${ID}/compliance/${goalId}` });
    expect(await screen.findByRole('heading', { level: 2, name: new RegExp(goalName) })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: `Requirements of ${goalName}` });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Status', 'Requirement', 'Issues', 'Valid from', 'Expiry date', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(mine.length + 1);
    const first = mine.sort((a, b) => a.requirementOrder - b.requirementOrder)[0];
    const row = within(table).getByRole('row', { name: new RegExp(first.requirementName) });
    expect(within(row).getByText(first.groupName)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: `View ${first.requirementName}` }))
      .toHaveAttribute('href', `/supplier/${ID}/compliance/${goalId}/requirement/${first.requirementId}`);
  });

  it('without view-compliance-answers there is no View', async () => {
    const { goalId, goalName } = goal();
    await renderApp({ route: `/supplier/${ID}/compliance/${goalId}`, withoutPermissions: ['suppliersourcing:view-compliance-answers'] });
    const table = await screen.findByRole('table', { name: `Requirements of ${goalName}` });
    expect(within(table).queryByRole('link')).not.toBeInTheDocument();
  });

  it('Valid from shows only when the community allows it', async () => {
    const { goalId, goalName } = goal();
    const config = testConfig();
    config.communities.GB.profile = { ...config.communities.GB.profile, requirementValidFrom: false };
    await renderApp({ route: `/supplier/${ID}/compliance/${goalId}`, config });
    const table = await screen.findByRole('table', { name: `Requirements of ${goalName}` });
    expect(within(table).queryByRole('columnheader', { name: 'Valid from' })).not.toBeInTheDocument();
  });

  it('row status text follows the verified names, Met and Not verified', async () => {
    const { goalId } = goal();
    const row = (over: object) => ({ ...rows().find((r) => r.goalId === goalId)!, ...over });
    server.use(http.get(DETAILS, () => HttpResponse.json({ items: [
      row({ requirementId: 1, requirementVersionId: 11, requirementName: 'Alpha check', requirementStatusName: 'Completed', requirementAndMaturityStatusName: null }),
      row({ requirementId: 2, requirementVersionId: 21, requirementName: 'Bravo check', requirementStatusName: 'Verified', requirementAndMaturityStatusName: 'Met' }),
      row({ requirementId: 3, requirementVersionId: 31, requirementName: 'Charlie check', requirementStatusName: 'Auto verified', requirementAndMaturityStatusName: null, processStatuses: [1, 3] }),
    ] })));
    await renderApp({ route: `/supplier/${ID}/compliance/${goalId}` });
    const table = await screen.findByRole('table');
    const rowOf = (name: string) => within(table).getByRole('rowheader', { name: new RegExp(name) }).closest('tr') as HTMLElement;
    const statusOf = (name: string) => within(rowOf(name)).getAllByRole('cell')[0].textContent;
    expect(statusOf('Alpha check')).toMatch(/Verified$/);
    expect(statusOf('Bravo check')).toMatch(/Met$/);
    expect(statusOf('Charlie check')).toMatch(/Not verified$/);
    const c = rowOf('Charlie check');
    expect(within(c).getByRole('img', { name: 'Due to expire' })).toBeInTheDocument();
    expect(within(c).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
  });

  it('the status icon shows the maturity level under maturityIconEnabled, else compliant or not', async () => {
    const { goalId } = goal();
    const row = { ...rows().find((r) => r.goalId === goalId)!, requirementName: 'Maturity check', targetMaturityLevel: 3, isRequirementAndMaturityCompliant: true };
    server.use(http.get(DETAILS, () => HttpResponse.json({ items: [row] })));
    const first = await renderApp({ route: `/supplier/${ID}/compliance/${goalId}`, flags: { maturityIconEnabled: true } });
    expect(await within(await screen.findByRole('table')).findByRole('img', { name: 'Maturity level 3 met' })).toBeInTheDocument();
    first.unmount();
    await renderApp({ route: `/supplier/${ID}/compliance/${goalId}`, flags: { maturityIconEnabled: false } });
    expect(await within(await screen.findByRole('table')).findByRole('img', { name: 'Compliant' })).toBeInTheDocument();
  });

  it("a gated requirement (118 outside production) lists without 'See responses' until its toggle and organisation pass", async () => {
    const { goalId } = goal();
    const row = (over: object) => ({ ...rows().find((r) => r.goalId === goalId)!, ...over });
    server.use(http.get(DETAILS, () => HttpResponse.json({ items: [
      row({ requirementId: 118, requirementVersionId: 1181, requirementName: 'Pilot check', requirementOrder: 1 }),
      row({ requirementId: 7, requirementVersionId: 71, requirementName: 'Ordinary check', requirementOrder: 2 }),
    ] })));
    const first = await renderApp({ route: `/supplier/${ID}/compliance/${goalId}` });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: /Pilot check/ })).toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: 'View Pilot check' })).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Ordinary check' })).toBeInTheDocument();
    first.unmount();
    const config = testConfig();
    config.flags = { ...config.flags, pilotRequirementResponsesEnabled: true };
    await renderApp({ route: `/supplier/${ID}/compliance/${goalId}`, config });
    expect(await within(await screen.findByRole('table')).findByRole('link', { name: 'View Pilot check' }))
      .toHaveAttribute('href', `/supplier/${ID}/compliance/${goalId}/requirement/118`);
  });

  it('a failed load shows the Error panel with a way back to the compliance status', async () => {
    server.use(http.get(DETAILS, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance/${goal().goalId}` });
    expect(await screen.findByRole('heading', { name: 'Sorry something went wrong try again later' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to compliance status' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance`));
  });
});

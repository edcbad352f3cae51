import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentPath, renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { ComplianceFeatureGate } from '../../ComplianceFeatureGate';
import { RequirementPage } from '../RequirementPage';

const ID = 100010;

/** Issue 37 item 23: spec 03 §8's path messages where the spec puts them. */
describe('requirement addresses without their ids', () => {
  it.each([
    `/supplier/${ID}/compliance/requirement`,
    `/supplier/${ID}/compliance/103/requirement`,
    `/supplier/${ID}/connections/requirement`,
    `/supplier/${ID}/connections/4001/requirement`,
  ])("%s says 'Could not find requirement id in path' with the way back", async (route) => {
    const { user } = await renderApp({ route });
    expect(await screen.findByRole('heading', { name: 'Could not find requirement id in path' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to compliance status' }));
    await waitFor(() => expect(currentPath()).not.toBe(route));
  });

  it("a requirement page without a supplier id in its path says 'Could not find supplier id in path'", async () => {
    await renderWithProviders(<ComplianceFeatureGate><RequirementPage /></ComplianceFeatureGate>, {
      route: '/compliance/requirement/9', path: '/compliance/requirement/:requirementId',
    });
    expect(await screen.findByRole('heading', { name: 'Could not find supplier id in path' })).toBeInTheDocument();
  });

  it("a supplier id that is not an entity id is no supplier id: 'Could not find supplier id in path'", async () => {
    await renderWithProviders(<ComplianceFeatureGate><RequirementPage /></ComplianceFeatureGate>, {
      route: '/supplier/acme/compliance/requirement/9', path: '/supplier/:supplierId/compliance/requirement/:requirementId',
    });
    expect(await screen.findByRole('heading', { name: 'Could not find supplier id in path' })).toBeInTheDocument();
  });
});

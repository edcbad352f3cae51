import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/renderWithProviders';

const ID = 100010;

/** The compliance and connections route table (spec 03 §2): each address reaches its own screen. */
describe('compliance and connections routes', () => {
  it.each([
    ['compliance/covid-19', 'COVID-19 questionnaire'],
    ['compliance', 'Compliance'],
    ['compliance/requirement/7', 'Licences and accreditations'],
    ['compliance/12/requirement/7', 'Licences and accreditations'],
    ['compliance/12/requirement/7/relatedcompany/3', 'Related company'],
    ['compliance/work-categories/4', 'Work category'],
    ['connections/5/requirement/7', 'Licences and accreditations'],
    ['connections/requirement/7/director/2', 'Director or partner'],
    ['project-connection/9', 'Project connection'],
  ])('/%s opens its screen', async (path, heading) => {
    await renderApp({ route: `/supplier/${ID}/${path}`, flags: { complianceTabEnabled: true } });
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  });
});

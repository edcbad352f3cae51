import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { AWKWARD_COMPLIANCE_IDS } from '../../../../mocks/data/compliance/awkwardCompliance';
import { covidRequirementsOf } from '../../../../mocks/data/compliance/covid';
import { renderApp } from '@/test/renderWithProviders';
import { FAVOURITE } from './profileTestKit';

/** The print view of a supplier, and its COVID-19 section once its heading shows. */
async function openPrintCovid(supplierId: number) {
  await renderApp({ route: `/supplier/${supplierId}/print` });
  await screen.findByRole('heading', { level: 2, name: 'COVID-19' });
  return screen.getByRole('region', { name: 'COVID-19' });
}

/** Records the COVID-19 questionnaire calls (their reference numbers). */
function covidCalls() {
  const references: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const match = new URL(request.url).pathname.match(/\/CovidQuestions\/(.+)$/);
    if (match) references.push(decodeURIComponent(match[1]));
  });
  return references;
}

describe('print view: COVID-19 (spec 02 §2.6, the call of spec 03 §7)', () => {
  afterEach(() => server.events.removeAllListeners());

  it('shows the questionnaire’s questions and answers, found by the customer reference number', async () => {
    const calls = covidCalls();
    const section = await openPrintCovid(FAVOURITE.id);
    const [requirement] = covidRequirementsOf(FAVOURITE.id);
    const table = await within(section).findByRole('table', { name: requirement.name });
    expect(within(section).getByRole('heading', { level: 3, name: requirement.name })).toBeInTheDocument();
    expect(within(section).getByText(/^Answered on \d\d\/\d\d\/\d{4}/)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual(requirement.questions.map((q) => [q.question, q.answer]));
    // The supplier's customer reference number, never the buyer's own reference (issue 37 item 3).
    expect(calls).toEqual([FAVOURITE.customerReferenceNumber]);
  });

  it('prints answers exactly as given (markup shown, not interpreted); a missing answer prints "-"', async () => {
    server.use(
      http.get('*/mock-api/analytics/CovidQuestions/:reference', () =>
        HttpResponse.json({
          covidRequirements: [{
            id: 1, name: 'COVID-19 Site Operating Procedures', responseDate: null,
            questions: [
              { id: 1, question: 'Which hygiene measures are in place?', answer: 'Sanitiser <b>everywhere</b> 🧴\nDaily cleaning' },
              { id: 2, question: 'Do you have a COVID-19 risk assessment?', answer: '' },
            ],
          }],
        }),
      ),
    );
    const section = await openPrintCovid(FAVOURITE.id);
    const table = await within(section).findByRole('table', { name: 'COVID-19 Site Operating Procedures' });
    const answers = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent);
    expect(answers).toEqual(['Sanitiser <b>everywhere</b> 🧴\nDaily cleaning', '-']);
    expect(within(section).queryByText(/^Answered on/)).not.toBeInTheDocument();
  });

  it("a supplier without answers (100019): 'Supplier has not yet provided COVID-19 information. Please prompt them.'", async () => {
    const section = await openPrintCovid(AWKWARD_COMPLIANCE_IDS.noCovidAnswers);
    expect(await within(section).findByText('Supplier has not yet provided COVID-19 information. Please prompt them.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it("a failed call (100021): 'There was an error retrieving questionnaire data for this supplier.'", async () => {
    const section = await openPrintCovid(AWKWARD_COMPLIANCE_IDS.covidFails);
    expect(await within(section).findByText('There was an error retrieving questionnaire data for this supplier.')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('a supplier with no reference number: the not-provided text, and no call', async () => {
    const calls = covidCalls();
    const section = await openPrintCovid(AWKWARD_COMPLIANCE_IDS.noReference);
    expect(within(section).getByText('Supplier has not yet provided COVID-19 information. Please prompt them.')).toBeInTheDocument();
    // The other sections have loaded by now; the questionnaire was never asked for.
    await within(screen.getByRole('region', { name: 'Insurances' })).findByText(/^No insurance information|^Type$/);
    expect(calls).toEqual([]);
  });

  it('in French the section speaks French', async () => {
    await renderApp({ route: `/supplier/${AWKWARD_COMPLIANCE_IDS.covidFails}/print`, language: 'fr' });
    expect(await screen.findByText("Une erreur s'est produite lors de la récupération du questionnaire de ce fournisseur.")).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node';
import { AWKWARD_COMPLIANCE_IDS } from '../../../../../mocks/data/compliance/awkwardCompliance';
import { currentPath, renderApp } from '@/test/renderWithProviders';

const open = (supplierId: number) => renderApp({ route: `/supplier/${supplierId}/compliance/covid-19` });

describe('COVID-19 questionnaire (spec 03 §3, §8)', () => {
  it('shows the questions and answers with the response date, found by the customer reference number', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/mock-api/analytics/CovidQuestions/:reference', ({ params }) => {
        asked.push(String(params.reference));
        return HttpResponse.json({
          covidRequirements: [
            {
              id: 1,
              name: 'COVID-19 Site Operating Procedures',
              responseDate: '2020-07-14T09:05:00Z',
              questions: [
                { id: 1, question: 'Do you have a COVID-19 risk assessment?', answer: 'Yes, reviewed <b>monthly</b> 🦠' },
                { id: 2, question: 'Which hygiene measures are in place?', answer: '' },
              ],
            },
          ],
        });
      }),
    );
    const { user } = await open(100010);
    expect(await screen.findByRole('heading', { level: 3, name: 'COVID-19 Site Operating Procedures' })).toBeInTheDocument();
    // The supplier's customer reference number (its details), not the buyer's reference NB-00010.
    expect(asked).toEqual(['CRN-100010']);
    expect(screen.getByText(/^Answered on 14\/07\/2020/)).toBeInTheDocument();
    expect(screen.getByText('Do you have a COVID-19 risk assessment?')).toBeInTheDocument();
    // Text comes back exactly as given: markup is shown, never interpreted.
    expect(screen.getByText('Yes, reviewed <b>monthly</b> 🦠')).toBeInTheDocument();
    expect(screen.getByText('No answer')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to compliance' }));
    await waitFor(() => expect(currentPath()).toBe('/supplier/100010/compliance'));
  });

  it("a supplier without answers: 'Supplier has not yet provided COVID-19 information. Please prompt them.'", async () => {
    await open(AWKWARD_COMPLIANCE_IDS.noCovidAnswers);
    expect(await screen.findByText('Supplier has not yet provided COVID-19 information. Please prompt them.')).toBeInTheDocument();
  });

  it('a supplier with no reference number has nothing to look it up by: the same message, and no call', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    await open(AWKWARD_COMPLIANCE_IDS.noReference);
    expect(await screen.findByText('Supplier has not yet provided COVID-19 information. Please prompt them.')).toBeInTheDocument();
    expect(asked.some((path) => path.includes('CovidQuestions'))).toBe(false);
    server.events.removeAllListeners();
  });

  it("a failed call: 'There was an error retrieving questionnaire data for this supplier.' with Try again", async () => {
    await open(AWKWARD_COMPLIANCE_IDS.covidFails);
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error retrieving questionnaire data for this supplier.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

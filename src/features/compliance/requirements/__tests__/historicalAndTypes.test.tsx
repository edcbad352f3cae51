import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { mockPath } from '@mocks/paths';
import { getNetwork } from '@mocks/db';
import { requirementOf } from '@mocks/data/compliance/requirements';
import { sessionStarted } from '@/platform/session';
import type { QuestionDto, RequirementDto } from '@/services/requirement/requirementPageTypes';
import { currentPath, renderApp } from '@/test/renderWithProviders';

const ID = 100010;
const CURRENT = mockPath('requirement', '/requirement/:requirementId/entity/:id');
const SUBMISSION = mockPath('requirement', '/submission/:submissionId/requirement/:requirementId');

const base = (over: Partial<RequirementDto> = {}): RequirementDto => ({ ...(requirementOf(getNetwork(), ID, 9) as RequirementDto), ...over });
const q = (id: number, questionTypeId: 1 | 2 | 3, question: string, answer: Omit<QuestionDto, 'id' | 'versionId' | 'questionTypeId' | 'question' | 'description'>): QuestionDto =>
  ({ id, versionId: id * 10 + 1, questionTypeId, question, description: null, ...answer }) as QuestionDto;
const answerOf = (name: string) => screen.getByRole('heading', { level: 4, name }).parentElement as HTMLElement;

describe('question types (spec 03 §3: Question 1, HasVerifiedProductService 2, ProductServiceQuestion 3)', () => {
  it('renders each question by its type', async () => {
    server.use(http.get(CURRENT, () => HttpResponse.json({ requirement: base({ name: 'Work categories', questions: [
      q(1, 1, 'Plain yes or no', { answerType: 'yesNo', answer: true }),
      q(2, 2, 'Do you hold a verified product or service?', { answerType: 'yesNo', answer: true }),
      q(3, 2, 'Verified elsewhere?', { answerType: 'yesNo', answer: false }),
      q(4, 3, 'Products and services offered', { answerType: 'productService', answer: [{ id: 1, name: 'Scaffold hire', isVerified: true }, { id: 2, name: 'Crane hire', isVerified: false }] }),
      q(5, 1, 'Plain product list', { answerType: 'productService', answer: [{ id: 3, name: 'Skip hire', isVerified: true }] }),
    ] }) })));
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    await screen.findByRole('heading', { level: 2, name: 'Work categories' });
    expect(answerOf('Plain yes or no')).toHaveTextContent('Yes');
    expect(answerOf('Do you hold a verified product or service?')).toHaveTextContent('Holds a verified product or service');
    expect(answerOf('Verified elsewhere?')).toHaveTextContent('Does not hold a verified product or service');
    const table = within(answerOf('Products and services offered')).getByRole('table', { name: 'Products and services offered' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product or service', 'Status']);
    expect(within(table).getByRole('row', { name: 'Scaffold hire Verified' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Crane hire Not verified' })).toBeInTheDocument();
    expect(within(answerOf('Plain product list')).queryByRole('table')).not.toBeInTheDocument();
    expect(answerOf('Plain product list')).toHaveTextContent('Skip hire');
  });
});

describe('a historical submission (spec 03 §2, §9)', () => {
  const past = base({
    name: 'Insurances (2024)',
    submittedByDisplayName: 'Sam Carter',
    dateSubmitted: '2026-03-02T09:15:00Z',
    verification: { ...base().verification!, submissionNote: { text: 'Checked', lastUpdatedBy: 'Tom Okafor', createdOn: '2026-03-04T10:00:00Z', lastUpdatedOn: null } },
    questions: [q(8, 1, 'Insurance question', { answerType: 'records', answer: [{ kind: 'insurance', id: 55, label: 'Public liability' }] })],
  });
  const route = `/supplier/${ID}/compliance/requirement/9/historical?submissionId=4242&backTo=${encodeURIComponent('/supplier/100010/compliance/requirement/9')}`;

  it('a detail page opened from it closes back to that historical page, not the current one', async () => {
    server.use(http.get(SUBMISSION, () => HttpResponse.json({ requirement: past })));
    const { user } = await renderApp({ route });
    await screen.findByRole('heading', { level: 2, name: 'Insurances (2024)' });
    const link = within(answerOf('Insurance question')).getByRole('link', { name: 'Public liability' });
    expect(link.getAttribute('href')).toBe(`/supplier/${ID}/compliance/requirement/9/historical/question/8/insurance/55?submissionId=4242&backTo=${encodeURIComponent('/supplier/100010/compliance/requirement/9')}`);
    await user.click(link);
    const query = `?submissionId=4242&backTo=${encodeURIComponent('/supplier/100010/compliance/requirement/9')}`;
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance/requirement/9/historical/question/8/insurance/55${query}`));
    await user.click(await screen.findByRole('link', { name: 'Close' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance/requirement/9/historical${query}`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Insurances (2024)' })).toBeInTheDocument();
  });

  it('banner and note dates use the requirement pages’ locale format', async () => {
    server.use(http.get(SUBMISSION, () => HttpResponse.json({ requirement: past })));
    const { store } = await renderApp({ route });
    const session = store.getState().session;
    const config = structuredClone(session.config!);
    config.communities.GB.locale = 'en-US';
    store.dispatch(sessionStarted({ ...session, identity: session.identity!, config }));
    await screen.findByRole('heading', { level: 2, name: 'Insurances (2024)' });
    // en-US puts the month first: 2 March 2026 reads 03/02/2026.
    await waitFor(() => expect(screen.getByText(/Historical submission: submitted by Sam Carter on 03\/02\/2026/)).toBeInTheDocument());
    expect(within(screen.getByRole('region', { name: 'Assessment note' })).getByText(/Tom Okafor, 03\/04\/2026/)).toBeInTheDocument();
  });
});

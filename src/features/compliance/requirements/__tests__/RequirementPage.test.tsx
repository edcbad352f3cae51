import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/platform/browser';
import { server } from '@mocks/node';
import { mockPath } from '@mocks/paths';
import { getNetwork } from '@mocks/db';
import { requirementOf } from '@mocks/data/compliance/requirements';
import type { QuestionDto, RequirementDto } from '@/services/requirement/requirementPageTypes';
import { currentPath, renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { testConfig } from '@/test/testConfig';
import { RequirementPage } from '../RequirementPage';

const ID = 100010;
const REQUIREMENT = mockPath('requirement', '/requirement/:requirementId/entity/:id');
const HISTORY = mockPath('verifier', '/organisations/:id/requirements/:requirementId/history');

const base = (over: Partial<RequirementDto> = {}): RequirementDto => ({
  ...(requirementOf(getNetwork(), ID, 9) as RequirementDto),
  ...over,
});
const serve = (requirement: RequirementDto) => server.use(http.get(REQUIREMENT, () => HttpResponse.json({ requirement })));
const q = (id: number, question: string, answer: Omit<QuestionDto, 'id' | 'versionId' | 'questionTypeId' | 'question' | 'description'>): QuestionDto =>
  ({ id, versionId: id * 10 + 1, questionTypeId: 1, question, description: null, ...answer }) as QuestionDto;

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('requirement page (spec 03 §2)', () => {
  it('shows the name, goal owner, badge, summary bar and assessment note as the server gives them', async () => {
    serve(base({
      name: 'Health and safety policy',
      goalOwnerTopLevelOrganisationName: 'Northbridge Construction Group',
      verification: {
        verificationDate: '2026-03-02', expiryDate: '2027-03-01', lastSubmissionDate: '2026-02-20', verifierName: 'Priya Natarajan',
        submissionNote: { text: 'Signed <b>policy</b> 👷 — ok', lastUpdatedBy: 'Tom Okafor', createdOn: '2026-03-02T09:15:00Z', lastUpdatedOn: null },
        isComplianceApplicable: true, complianceStatus: { id: 1, name: 'Verified', infoLevel: 1 }, processStatus: null,
      },
    }));
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    expect(await heading('Health and safety policy')).toBeInTheDocument();
    expect(screen.getByText('Verified', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Goal owner: Northbridge Construction Group')).toBeInTheDocument();
    const summary = screen.getByLabelText('Summary');
    expect(within(summary).getByText('Priya Natarajan')).toBeInTheDocument();
    expect(within(summary).getByText('01/03/2027')).toBeInTheDocument();
    const note = screen.getByRole('region', { name: 'Assessment note' });
    expect(within(note).getByText('Signed <b>policy</b> 👷 — ok')).toBeInTheDocument();
    expect(within(note).getByText(/Tom Okafor/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View history' })).toBeInTheDocument();
  });

  it('a French buyer reads the statuses the spec lists in French, on the summary bar and in the history; another as sent', async () => {
    const assessed = (statusDisplayName: string, day: number) => ({
      submissionID: day, dateSubmitted: `2025-0${day}-10T09:00:00Z`, validFromDate: null, expiryDate: null, submittedByDisplayName: 'Jo',
      requirementVersionId: 91, isWithdrawn: false, note: null,
      assessed: { assessedDate: `2025-0${day}-12T09:00:00Z`, verifierDisplayName: 'Priya', statusDisplayName },
    });
    server.use(http.get(HISTORY, () => HttpResponse.json({ history: [assessed('Submitted for Assessment', 3), assessed('Auto verified', 2), assessed('En révision', 1)] })));
    serve(base({
      name: 'Health and safety policy',
      verification: { ...base().verification!, complianceStatus: { id: 7, name: 'Due to expire', infoLevel: 2 }, processStatus: { id: 1, displayName: 'Due to expire', infoLevel: 2 } },
    }));
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9`, language: 'fr' });
    await heading('Health and safety policy');
    const summary = screen.getByLabelText('Résumé');
    expect(within(summary).getByText('Statut').nextElementSibling).toHaveTextContent('Bientôt expiré');
    expect(within(summary).getByText('État du traitement').nextElementSibling).toHaveTextContent('Bientôt expiré');
    expect(within(summary).queryByText('Due to expire')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Voir l'historique" }));
    const table = await within(await screen.findByRole('dialog')).findByRole('table');
    const statuses = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(statuses).toEqual(['Soumis pour évaluation', 'Vérifié automatiquement', 'En révision']);
  });

  it("badge reads 'verified not applicable' when compliance is not applicable, Not verified on a critical status", async () => {
    serve(base({ verification: { ...base().verification!, isComplianceApplicable: false, complianceStatus: { id: 3, name: 'Verified - Not Applicable', infoLevel: 1 } } }));
    const first = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    expect(await screen.findByText('verified not applicable')).toBeInTheDocument();
    first.unmount();
    serve(base({ verification: { ...base().verification!, complianceStatus: { id: 2, name: 'Not Verified', infoLevel: 3 } } }));
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    expect(await screen.findByText('Not verified', { selector: 'span' })).toBeInTheDocument();
  });

  it('a requirement never assessed shows Not assessed and no View history', async () => {
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/21` });
    expect(await heading('Data sharing consent')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Summary')).getByText('Not assessed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View history' })).not.toBeInTheDocument();
  });

  it('answers every question type, record answers linking to their detail pages', async () => {
    serve(base({
      typeId: 2,
      questions: [
        q(1, 'Text question', { answerType: 'text', answer: 'Line one\nمرحبا <script>x</script>' }),
        q(2, 'Date question', { answerType: 'date', answer: '2025-04-30' }),
        q(3, 'Yes no question', { answerType: 'yesNo', answer: false }),
        q(4, 'Number question', { answerType: 'number', answer: 125000 }),
        q(5, 'File question', { answerType: 'file', answer: [{ fileName: 'policy.pdf', url: '/files/1.pdf' }] }),
        q(6, 'List question', { answerType: 'list', answer: ['CITB', 'FMB'] }),
        q(7, 'Table question', { answerType: 'table', answer: { columns: ['Year', 'Incidents'], rows: [['2024', '2']] } }),
        q(8, 'Insurance question', { answerType: 'records', answer: [{ kind: 'insurance', id: 55, label: 'Public liability' }] }),
        q(9, 'Director question', { answerType: 'records', answer: [{ kind: 'director', id: 77, label: 'Jane Doe' }] }),
        q(10, 'Product question', { answerType: 'productService', answer: [{ id: 1, name: 'Scaffold hire', isVerified: true }] }),
        q(11, 'Areas question', { answerType: 'areasOfOperation', answer: [{ name: 'Leeds', minimumContractValue: 5000 }] }),
        q(12, 'Empty question', { answerType: 'text', answer: null }),
      ],
    }));
    await renderApp({ route: `/supplier/${ID}/compliance/12/requirement/9` });
    await heading('Health and safety policy');
    const answer = (name: string) => screen.getByRole('heading', { level: 4, name }).parentElement as HTMLElement;
    expect(answer('Text question')).toHaveTextContent('Line one مرحبا <script>x</script>');
    expect(document.querySelector('script')).toBeNull();
    expect(answer('Date question')).toHaveTextContent('30/04/2025');
    expect(answer('Yes no question')).toHaveTextContent('No');
    expect(answer('Number question')).toHaveTextContent('125,000');
    expect(within(answer('File question')).getByRole('button', { name: 'Download policy.pdf' })).toBeInTheDocument();
    expect(within(answer('List question')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['CITB', 'FMB']);
    expect(within(answer('Table question')).getByRole('cell', { name: '2024' })).toBeInTheDocument();
    expect(within(answer('Insurance question')).getByRole('link', { name: 'Public liability' }))
      .toHaveAttribute('href', `/supplier/${ID}/compliance/12/requirement/9/question/8/insurance/55`);
    expect(within(answer('Director question')).getByRole('link', { name: 'Jane Doe' }))
      .toHaveAttribute('href', `/supplier/${ID}/compliance/12/requirement/9/director/77`);
    expect(answer('Product question')).toHaveTextContent('Scaffold hire');
    expect(within(answer('Areas question')).getByRole('cell', { name: '£5,000' })).toBeInTheDocument();
    expect(answer('Empty question')).toHaveTextContent('Not answered');
    expect(screen.getByText("This requirement is assessed against the supplier's work categories.")).toBeInTheDocument();
  });

  it('a question rule hides a question whose condition is not met', async () => {
    const questions = (answer: boolean) => [
      q(5001, 'Can you provide a bank reference?', { answerType: 'yesNo', answer }),
      q(5002, 'Bank name', { answerType: 'text', answer: 'Bank of Leeds' }),
    ];
    serve(base({ id: 5, name: 'Bank reference', questions: questions(false) }));
    const first = await renderApp({ route: `/supplier/${ID}/compliance/requirement/5` });
    await heading('Bank reference');
    expect(screen.getByRole('heading', { name: 'Can you provide a bank reference?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bank name' })).not.toBeInTheDocument();
    first.unmount();
    serve(base({ id: 5, name: 'Bank reference', questions: questions(true) }));
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/5` });
    expect(await screen.findByRole('heading', { name: 'Bank name' })).toBeInTheDocument();
  });
});

describe('answer files', () => {
  const withFile = () => serve(base({ questions: [q(1, 'Policy file', { answerType: 'file', answer: [{ fileName: 'policy.pdf', url: '/files/100010/1/1.pdf' }] })] }));

  it('a file downloads under its own name', async () => {
    const save = vi.spyOn(browser, 'saveFile').mockImplementation(() => undefined);
    withFile();
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    await user.click(await screen.findByRole('button', { name: 'Download policy.pdf' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'policy.pdf'));
    save.mockRestore();
  });

  it('a failed download says so', async () => {
    withFile();
    server.use(http.get(mockPath('requirement', '/files/:supplierId/:questionId/:file'), () => HttpResponse.json({ message: 'gone' }, { status: 404 })));
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    await user.click(await screen.findByRole('button', { name: 'Download policy.pdf' }));
    expect(await screen.findByText('policy.pdf could not be downloaded. Please try again.')).toBeInTheDocument();
  });
});

describe('assessment feedback (verifier service)', () => {
  const FEEDBACK = mockPath('verifier', '/assessment/:supplierId/requirement/:requirementId/question/:questionId');
  const feedbackEverywhere = () =>
    server.use(http.get(FEEDBACK, () => HttpResponse.json({ feedback: 'Evidence accepted.', assessedBy: 'Hannah Wright', assessedOn: '2026-01-05T10:00:00Z', infoLevel: 1 })));

  it('shows under each answer', async () => {
    feedbackEverywhere();
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    await heading('Health and safety policy');
    expect((await screen.findAllByText('Evidence accepted.')).length).toBeGreaterThan(0);
  });

  it('is hidden in the community view', async () => {
    feedbackEverywhere();
    serve(base({ goalOwnerTopLevelOrganisationName: 'Supplier Assurance Community' }));
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    await heading('Health and safety policy');
    // Give any feedback call time to land: the other answers are there, no feedback is.
    expect(await screen.findByRole('heading', { name: 'Who is responsible for health and safety?' })).toBeInTheDocument();
    expect(screen.queryByText('Evidence accepted.')).not.toBeInTheDocument();
  });

  it('the community view compares with the community’s configured default organisation name (issue 37 item 16)', async () => {
    feedbackEverywhere();
    const config = testConfig();
    config.communities.GB.defaultOrganisationName = 'Constructionline Community';
    serve(base({ goalOwnerTopLevelOrganisationName: 'Constructionline Community' }));
    const first = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9`, config });
    await heading('Health and safety policy');
    expect(await screen.findByRole('heading', { name: 'Who is responsible for health and safety?' })).toBeInTheDocument();
    expect(screen.queryByText('Evidence accepted.')).not.toBeInTheDocument();
    first.unmount();
    // The old fixed name is now an ordinary goal owner there: its feedback shows.
    serve(base({ goalOwnerTopLevelOrganisationName: 'Supplier Assurance Community' }));
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9`, config });
    await heading('Health and safety policy');
    expect((await screen.findAllByText('Evidence accepted.')).length).toBeGreaterThan(0);
  });

  it('an error status gives no feedback and the page stands', async () => {
    server.use(http.get(FEEDBACK, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    expect(await heading('Health and safety policy')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Date of last policy review' })).toBeInTheDocument();
    expect(screen.queryByText('Assessment feedback')).not.toBeInTheDocument();
  });
});

describe('requirement page routes, permissions and messages (spec 03 §2, §6, §8)', () => {
  it('without view-compliance-answers goes to the goal page', async () => {
    await renderApp({ route: `/supplier/${ID}/compliance/12/requirement/7`, withoutPermissions: ['suppliersourcing:view-compliance-answers'] });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance/12`));
  });

  it('without view-compliance-answers and no level goes to the compliance page', async () => {
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/7`, withoutPermissions: ['suppliersourcing:view-compliance-answers'] });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance`));
  });

  it('without view-connection-answers a connection requirement goes to the connections page', async () => {
    await renderApp({ route: `/supplier/${ID}/connections/5/requirement/7`, withoutPermissions: ['suppliersourcing:view-connection-answers'] });
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/connections`));
  });

  it('a non-numeric requirement id is named in the error', async () => {
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/7x` });
    expect(await screen.findByRole('heading', { name: 'Invalid requirement id was provided, expected a number but got: 7x' })).toBeInTheDocument();
  });

  it('says when the path has no requirement id or no supplier id', async () => {
    const first = await renderWithProviders(<RequirementPage />, { route: '/page', path: '/page' });
    expect(await screen.findByRole('heading', { name: 'Could not find requirement id in path' })).toBeInTheDocument();
    first.unmount();
    await renderWithProviders(<RequirementPage />, { route: '/requirement/7', path: '/requirement/:requirementId' });
    expect(await screen.findByRole('heading', { name: 'Could not find supplier id in path' })).toBeInTheDocument();
  });

  it('a failed load shows the Error panel with a way back to the compliance status', async () => {
    server.use(http.get(REQUIREMENT, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance/12/requirement/9` });
    expect(await screen.findByRole('heading', { name: 'Sorry something went wrong try again later' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to compliance status' }));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance/12`));
  });

  it('a failed question-rules call still shows every question', async () => {
    server.use(http.get(mockPath('compliance', '/complianceRules/requirementQuestionRules/:requirementId'), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    expect(await heading('Health and safety policy')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Do you employ five or more people?' })).toBeInTheDocument();
  });

  it('a historical view with a non-numeric submission id says so', async () => {
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9/historical?submissionId=abc` });
    expect(await screen.findByRole('heading', { name: 'Invalid submission id was provided, expected a number but got: abc' })).toBeInTheDocument();
  });

});

/**
 * The page's own Back, named for where it goes (issue 37 item 26: the profile header's back link is
 * on the same page), each destination of spec 03 §2.
 */
describe('the requirement page’s Back names its destination', () => {
  const backButton = (name: string) => screen.findByRole('button', { name });

  it('from a level: "Back to the level", to the level', async () => {
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance/12/requirement/9` });
    await heading('Health and safety policy');
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(await backButton('Back to the level'));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance/12`));
  });

  it('from a connection: "Back to the connection", to the connection', async () => {
    const { user } = await renderApp({ route: `/supplier/${ID}/connections/5/requirement/9?buyerConnection=true` });
    await heading('Health and safety policy');
    await user.click(await backButton('Back to the connection'));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/connections/5`));
  });

  it('with neither and a page behind it in the tab: "Back to previous page", one step back in history', async () => {
    vi.spyOn(browser, 'hasPrevious').mockReturnValue(true);
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    await heading('Health and safety policy');
    await user.click(await backButton('Back to previous page'));
    expect(back).toHaveBeenCalledTimes(1);
    expect(currentPath()).toBe(`/supplier/${ID}/compliance/requirement/9`);
    vi.restoreAllMocks();
  });

  it('with neither, opened in a fresh tab: "Back to compliance", to the compliance tab', async () => {
    const { user } = await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    await heading('Health and safety policy');
    await user.click(await backButton('Back to compliance'));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/compliance`));
  });

  it('a buyer connection’s, opened in a fresh tab: "Back to your connections", to Your Connections', async () => {
    const { user } = await renderApp({ route: `/supplier/${ID}/connections/requirement/9?buyerConnection=true` });
    await heading('Health and safety policy');
    await user.click(await backButton('Back to your connections'));
    await waitFor(() => expect(currentPath()).toBe(`/supplier/${ID}/connections`));
  });

  it('a past submission: "Back to the current requirement", to the page that opened it', async () => {
    server.use(http.get(mockPath('requirement', '/submission/:submissionId/requirement/:requirementId'), () => HttpResponse.json({ requirement: base({ name: 'Insurances (2024)' }) })));
    const current = `/supplier/${ID}/compliance/requirement/9`;
    // The history table opens it in a new tab with the requirement page's full address as backTo.
    const backTo = `${window.location.origin}/findsuppliers${current}`;
    const { user } = await renderApp({ route: `${current}/historical?submissionId=4242&backTo=${encodeURIComponent(backTo)}` });
    await heading('Insurances (2024)');
    await user.click(await backButton('Back to the current requirement'));
    await waitFor(() => expect(currentPath()).toBe(current));
  });
});

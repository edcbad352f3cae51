import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { mockPath } from '@mocks/paths';
import { getNetwork } from '@mocks/db';
import { requirementOf } from '@mocks/data/compliance/requirements';
import type { QuestionDto, RequirementDto } from '@/services/requirement/requirementPageTypes';
import { renderApp } from '@/test/renderWithProviders';

const ID = 100010;
const REQUIREMENT = mockPath('requirement', '/requirement/:requirementId/entity/:id');
const FEEDBACK = mockPath('verifier', '/assessment/:supplierId/requirement/:requirementId/question/:questionId');
const QUESTIONS = 60;

const question = (id: number): QuestionDto =>
  ({ id, versionId: id * 10 + 1, questionTypeId: 1, question: `Question ${id}`, description: null, answerType: 'text', answer: `Answer ${id}` }) as QuestionDto;

/** A stand-in IntersectionObserver the test drives: which elements are observed, and "scroll" one into view. */
class ScriptedObserver {
  static all: ScriptedObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScriptedObserver.all.push(this);
  }
  observe(target: Element) { this.targets.add(target); }
  unobserve(target: Element) { this.targets.delete(target); }
  disconnect() { this.targets.clear(); }
  takeRecords() { return []; }
  static showQuestion(name: string) {
    const item = screen.getByRole('heading', { name }).closest('li')!;
    for (const observer of ScriptedObserver.all.filter((o) => o.targets.has(item))) {
      observer.callback([{ target: item, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  ScriptedObserver.all = [];
});

describe('assessment feedback is asked for as questions come into view (issue 35)', () => {
  it('a 60-question requirement asks for no feedback until a question is near the screen, then for that one only', async () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    const requirement = { ...(requirementOf(getNetwork(), ID, 9) as RequirementDto), questions: Array.from({ length: QUESTIONS }, (_, i) => question(i + 1)) };
    const asked: string[] = [];
    server.use(
      http.get(REQUIREMENT, () => HttpResponse.json({ requirement })),
      http.get(FEEDBACK, ({ params }) => {
        asked.push(String(params.questionId));
        return HttpResponse.json({ feedback: `Feedback on ${String(params.questionId)}`, assessedBy: 'Hannah Wright', assessedOn: '2026-01-05T10:00:00Z', infoLevel: 1 });
      }),
    );
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    // Sixty questions: each scan by role names every heading on the page, so the first one may take
    // longer than the suite's 10 s on a busy machine (a CI run timed out once at 10 s).
    expect(await screen.findByRole('heading', { name: `Question ${QUESTIONS}` }, { timeout: 30_000 })).toBeInTheDocument();
    expect(asked).toEqual([]);

    act(() => ScriptedObserver.showQuestion('Question 2'));
    expect(await screen.findByText('Feedback on 2')).toBeInTheDocument();
    act(() => ScriptedObserver.showQuestion('Question 41'));
    expect(await screen.findByText('Feedback on 41')).toBeInTheDocument();
    expect(asked.sort()).toEqual(['2', '41']);
    expect(screen.queryByText('Feedback on 1')).not.toBeInTheDocument();
  });

  it('printing asks for every question\'s feedback (the printout shows them all)', async () => {
    vi.stubGlobal('IntersectionObserver', ScriptedObserver);
    const requirement = { ...(requirementOf(getNetwork(), ID, 9) as RequirementDto), questions: Array.from({ length: 3 }, (_, i) => question(i + 1)) };
    server.use(
      http.get(REQUIREMENT, () => HttpResponse.json({ requirement })),
      http.get(FEEDBACK, ({ params }) => HttpResponse.json({ feedback: `Feedback on ${String(params.questionId)}`, assessedBy: null, assessedOn: null, infoLevel: 1 })),
    );
    await renderApp({ route: `/supplier/${ID}/compliance/requirement/9` });
    expect(await screen.findByRole('heading', { name: 'Question 3' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    for (const id of [1, 2, 3]) expect(await screen.findByText(`Feedback on ${id}`)).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';

// A requirement's answers need view-compliance-answers or view-connection-answers (spec 03 §6);
// requirements 24 and 28 feed every buyer's profile overview; lists with statuses are every buyer's.
const BASE = 'http://localhost/mock-api';
const FULL_BUYER = 'mock-token:5001';
const NO_ANSWERS = 'mock-token:5001;without=suppliersourcing:view-compliance-answers,suppliersourcing:view-connection-answers';
const COMPLIANCE_ANSWERS_ONLY = 'mock-token:5001;without=suppliersourcing:view-connection-answers';
const CONNECTION_ANSWERS_ONLY = 'mock-token:5001;without=suppliersourcing:view-compliance-answers';
const NOT_PERMITTED = { isSuccess: false, message: "You don't have permission" };
const SUPPLIER = 100010;

const get = (path: string, token = FULL_BUYER) => fetch(`${BASE}${path}`, { headers: { Authorization: `Bearer ${token}` } });

async function firstSubmission(): Promise<number> {
  const { history } = await (await get(`/verifier/organisations/${SUPPLIER}/requirements/3/history`)).json();
  return history[0].submissionID;
}

const answerReads = async () => [
  `/requirement/3/entity/${SUPPLIER}`,
  `/submission/${await firstSubmission()}/requirement/3`,
  `/files/${SUPPLIER}/301/evidence.pdf`,
  `/verifier/assessment/${SUPPLIER}/requirement/3/question/301`,
  `/verifier/organisations/${SUPPLIER}/requirements/3/history`,
];

describe('requirement answers: mayViewAnswers', () => {
  it('each read is refused without both answer permissions', async () => {
    for (const path of await answerReads()) {
      const response = await get(path, NO_ANSWERS);
      expect(response.status, path).toBe(403);
      expect(await response.json()).toEqual(NOT_PERMITTED);
    }
  });

  it('each read is allowed with either answer permission (the path does not say which screen asked)', async () => {
    for (const path of await answerReads()) {
      for (const token of [FULL_BUYER, COMPLIANCE_ANSWERS_ONLY, CONNECTION_ANSWERS_ONLY]) {
        expect((await get(path, token)).status, `${path} ${token}`).toBe(200);
      }
    }
  });

  it("a work category's product service is the work category page's record: every buyer reads it", async () => {
    const response = await get(`/supplier/${SUPPLIER}/productservices/12`, NO_ANSWERS);
    expect(response.status).toBe(200);
    expect((await response.json()).productService).toMatchObject({ id: 12, supplierId: SUPPLIER });
  });

  it.each([24, 28])('requirement %i feeds the profile overview: every buyer reads it', async (requirementId) => {
    const response = await get(`/requirement/${requirementId}/entity/${SUPPLIER}`, NO_ANSWERS);
    expect(response.status).toBe(200);
    const { requirement } = await response.json();
    expect(requirement.id).toBe(requirementId);
    expect(Array.isArray(requirement.questions[0].answer)).toBe(true);
  });

  it('the French limited buyer, who holds view-compliance-answers, is still refused (landing only)', async () => {
    expect((await get(`/requirement/3/entity/${SUPPLIER}`, 'mock-token:5006')).status).toBe(403);
  });

  it('an answer file downloads with nosniff and an attachment name', async () => {
    const response = await get(`/files/${SUPPLIER}/301/${encodeURIComponent('évidence 50%.pdf')}`);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="evidence 50%.pdf"; filename*=UTF-8''${encodeURIComponent('évidence 50%.pdf')}`,
    );
  });
});

describe('requirement lists with statuses: every buyer', () => {
  it.each([`/compliance/${SUPPLIER}/detailslist?includePrivateGoals=true`, '/compliance/complianceRules/requirementQuestionRules/3'])(
    'GET %s answers a buyer without answer permissions',
    async (path) => {
      expect((await get(path, NO_ANSWERS)).status).toBe(200);
    },
  );

  it('updating a product service is refused for every caller, in the spec’s words', async () => {
    const response = await fetch(`${BASE}/supplier/${SUPPLIER}/productservices/12`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${FULL_BUYER}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Operation not permitted' });
  });
});

describe('malformed ids find nothing', () => {
  it.each([
    `/requirement/abc/entity/${SUPPLIER}`,
    '/requirement/3/entity/%25',
    '/requirement/24/entity/x',
    '/submission/x/requirement/3',
    `/supplier/${SUPPLIER}/productservices/x`,
    '/verifier/assessment/x/requirement/3/question/1',
    `/verifier/organisations/${SUPPLIER}/requirements/x/history`,
    '/compliance/x/detailslist',
  ])('GET %s is a 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

/**
 * The requirement pages' calls (spec 03 §7): a requirement's answers for a supplier (every
 * requirement, including the profile's 24 and 28), an earlier submission, product services, the
 * verifier's feedback and history, the supplier's requirement rows (detailslist) and question
 * rules. Plain msw handlers over lazily generated data (mocks/data/compliance/requirements.ts).
 */
import { http, HttpResponse } from 'msw';
import type { DetailsListResponse, QuestionRulesResponse } from '@/services/compliance/complianceDetailsTypes';
import type { RequirementResponse } from '@/services/requirement/requirementPageTypes';
import type { RequirementHistoryResponse } from '@/services/verifier/types';
import { getNetwork } from '../db';
import {
  COMPLIANCE_AWKWARD_IDS, detailsListOf, feedbackOf, historyOf, productServiceName, questionRulesOf, requirementOf, submissionOf, submissionParts,
} from '../data/compliance/requirements';
import { pdfOf } from '../data/profile/profileRecords';
import { mockPath } from '../paths';
import { caller, notFound } from './support';

const serverError = () => HttpResponse.json({ message: 'The requirement service is unavailable' }, { status: 500 });
const failsFor = (supplierId: number) => supplierId === COMPLIANCE_AWKWARD_IDS.requirementCallsFail;

export const requirementPagesHandlers = [
  http.get(mockPath('requirement', '/:requirementId/entity/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const supplierId = Number(params.id);
    if (failsFor(supplierId)) return serverError();
    const requirement = requirementOf(getNetwork(), supplierId, Number(params.requirementId));
    if (!requirement) return notFound(`Requirement ${String(params.requirementId)} of supplier ${String(params.id)} was not found`);
    return HttpResponse.json<RequirementResponse>({ requirement });
  }),

  http.get(mockPath('requirement', '/submission/:submissionId/requirement/:requirementId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const submissionId = Number(params.submissionId);
    if (failsFor(submissionParts(submissionId).supplierId)) return serverError();
    const requirement = Number.isInteger(submissionId) ? submissionOf(getNetwork(), submissionId, Number(params.requirementId)) : null;
    if (!requirement) return notFound(`Submission ${String(params.submissionId)} was not found`);
    return HttpResponse.json<RequirementResponse>({ requirement });
  }),

  http.get(mockPath('requirement', '/supplier/:supplierId/productservices/:id'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const id = Number(params.id);
    return HttpResponse.json({ productService: { id, name: productServiceName(id), supplierId: Number(params.supplierId) } });
  }),
  // Spec 03 §7: updating a product service is not permitted.
  ...(['put', 'post', 'patch', 'delete'] as const).map((method) =>
    http[method](mockPath('requirement', '/supplier/:supplierId/productservices/:id'), () =>
      HttpResponse.json({ message: 'Operation not permitted' }, { status: 403 }),
    ),
  ),

  // Files attached to answers (their url is in the answer).
  http.get(mockPath('requirement', '/files/:supplierId/:questionId/:file'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    return new HttpResponse(pdfOf(`Answer file ${String(params.questionId)}-${String(params.file)}`), { headers: { 'Content-Type': 'application/pdf' } });
  }),

  http.get(mockPath('verifier', '/assessment/:supplierId/requirement/:requirementId/question/:questionId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const feedback = feedbackOf(Number(params.supplierId), Number(params.requirementId), Number(params.questionId));
    if (feedback === 'error') return serverError();
    // No feedback is an empty answer, not an error: only a real failure should read as one.
    return HttpResponse.json(feedback);
  }),

  http.get(mockPath('verifier', '/organisations/:id/requirements/:requirementId/history'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const supplierId = Number(params.id);
    if (failsFor(supplierId)) return serverError();
    const history = historyOf(getNetwork(), supplierId, Number(params.requirementId));
    if (!history) return notFound(`Requirement ${String(params.requirementId)} of supplier ${String(params.id)} was not found`);
    return HttpResponse.json<RequirementHistoryResponse>({ history });
  }),

  http.get(mockPath('compliance', '/:supplierId/detailslist'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const supplierId = Number(params.supplierId);
    if (failsFor(supplierId)) return serverError();
    const items = detailsListOf(getNetwork(), supplierId);
    if (!items) return notFound(`Supplier ${String(params.supplierId)} was not found`);
    return HttpResponse.json<DetailsListResponse>({ items });
  }),

  http.get(mockPath('compliance', '/complianceRules/requirementQuestionRules/:requirementId'), ({ request, params }) => {
    const persona = caller(request);
    if (persona instanceof Response) return persona;
    const rules = questionRulesOf(Number(params.requirementId));
    return HttpResponse.json<QuestionRulesResponse>({ result: rules ?? [] });
  }),
];

/**
 * The requirement pages' calls (spec 03 §7): a requirement's answers for a supplier (every
 * requirement, including the profile's 24 and 28), an earlier submission, product services, the
 * verifier's feedback and history, the supplier's requirement rows (detailslist) and question
 * rules, over lazily generated data (mocks/data/compliance/requirements.ts).
 *
 * Who may read what (spec 03 §6): a requirement's answers, and all that only the requirement page
 * shows (its files, feedback, history, past submissions), need view-compliance-answers or
 * view-connection-answers — mayViewAnswers, as none of these paths says which screen asked. A product
 * service is the work category page's record, which spec 03 does not gate (the work categories list
 * is every buyer's): anyBuyer. Requirements 24 (areas of operation) and 28 (insurances) feed the profile's
 * overview and print for every buyer (spec 02 §2.4, §7), so their reads are anyBuyer, declared on
 * their own ahead of the general one. The rows with statuses (detailslist) and the question rules
 * carry no answers: anyBuyer.
 */
import { HttpResponse } from 'msw';
import type { DetailsListResponse, QuestionRulesResponse } from '@/services/compliance/complianceDetailsTypes';
import type { RequirementResponse } from '@/services/requirement/requirementPageTypes';
import type { RequirementHistoryResponse } from '@/services/verifier/types';
import { REQUIREMENT_IDS } from '@/services/requirement/types';
import { anyBuyer, mayViewAnswers } from '@/platform/auth/identityRules';
import { getNetwork } from '../db';
import { supplierWorkCategories } from './workCategories';
import {
  COMPLIANCE_AWKWARD_IDS, detailsListOf, feedbackOf, historyOf, productServiceName, questionRulesOf, requirementOf, submissionOf, submissionParts,
} from '../data/compliance/requirements';
import { pdfOf } from '../data/profile/profileRecords';
import { endpoint, type EndpointContext } from './endpoint';
import { badRequest, fileResponse, notFound } from './support';

const serverError = () => HttpResponse.json({ message: 'The requirement service is unavailable' }, { status: 500 });
const failsFor = (supplierId: number) => supplierId === COMPLIANCE_AWKWARD_IDS.requirementCallsFail;

/** A path id: a whole number, or null (which finds nothing: a 404). */
const idOf = (raw: string) => (/^\d{1,9}$/.test(raw) ? Number(raw) : null);

/** GET {requirement}/{requirementId}/entity/{supplierId}: the supplier's current answers to one requirement. */
function currentRequirement(requirementId: number | null, { params }: EndpointContext) {
  const supplierId = idOf(params.id);
  if (supplierId !== null && failsFor(supplierId)) return serverError();
  const requirement = supplierId === null || requirementId === null ? null : requirementOf(getNetwork(), supplierId, requirementId);
  if (!requirement) return notFound(`Requirement ${requirementId ?? params.requirementId} of supplier ${params.id} was not found`);
  return HttpResponse.json<RequirementResponse>({ requirement });
}

/** Spec 03 §7: updating a product service is not permitted, whoever asks. */
const notPermittedOperation = () => HttpResponse.json({ message: 'Operation not permitted' }, { status: 403 });

export const requirementPagesHandlers = [
  // Read by the profile's overview (areas of operation, insurances) for every buyer: anyBuyer.
  ...[REQUIREMENT_IDS.areasOfOperation, REQUIREMENT_IDS.insurances].map((requirementId) =>
    endpoint({ method: 'get', kind: 'requirement', path: `/requirement/${requirementId}/entity/:id`, rule: anyBuyer }, (context) =>
      currentRequirement(requirementId, context),
    ),
  ),
  endpoint({ method: 'get', kind: 'requirement', path: '/requirement/:requirementId/entity/:id', rule: mayViewAnswers }, (context) =>
    currentRequirement(idOf(context.params.requirementId), context),
  ),

  endpoint(
    { method: 'get', kind: 'requirement', path: '/submission/:submissionId/requirement/:requirementId', rule: mayViewAnswers },
    ({ params }) => {
      const submissionId = idOf(params.submissionId);
      const requirementId = idOf(params.requirementId);
      if (submissionId === null || requirementId === null) return notFound(`Submission ${params.submissionId} was not found`);
      if (failsFor(submissionParts(submissionId).supplierId)) return serverError();
      const requirement = submissionOf(getNetwork(), submissionId, requirementId);
      if (!requirement) return notFound(`Submission ${params.submissionId} was not found`);
      return HttpResponse.json<RequirementResponse>({ requirement });
    },
  ),

  endpoint({ method: 'get', kind: 'requirement', path: '/supplier/:supplierId/productservices/:id', rule: anyBuyer }, ({ params }) => {
    const id = idOf(params.id);
    const supplierId = idOf(params.supplierId);
    if (id === null || supplierId === null) return notFound(`Product service ${params.id} was not found`);
    // One of the supplier's work categories answers as itself (the work category page reads it).
    const category = supplierWorkCategories(supplierId)?.find((c) => c.id === id);
    return HttpResponse.json({ productService: { id, name: category?.name ?? productServiceName(id), supplierId } });
  }),
  // Refused for every caller (spec 03 §7), so the rule only decides between 401 and this 403.
  ...(['put', 'post', 'patch', 'delete'] as const).map((method) =>
    endpoint({ method, kind: 'requirement', path: '/supplier/:supplierId/productservices/:id', rule: anyBuyer }, notPermittedOperation),
  ),

  // Files attached to answers (their url is in the answer).
  endpoint({ method: 'get', kind: 'requirement', path: '/files/:supplierId/:questionId/:file', rule: mayViewAnswers }, ({ params }) => {
    if (idOf(params.supplierId) === null || idOf(params.questionId) === null) return notFound(`File ${params.file} was not found`);
    if (params.file.length > 255) return badRequest('The file name must be at most 255 characters', 'file');
    const bytes = new TextEncoder().encode(pdfOf(`Answer file ${params.questionId}-${params.file}`));
    return fileResponse(bytes, 'application/pdf', params.file);
  }),

  endpoint(
    { method: 'get', kind: 'verifier', path: '/assessment/:supplierId/requirement/:requirementId/question/:questionId', rule: mayViewAnswers },
    ({ params }) => {
      const [supplierId, requirementId, questionId] = [idOf(params.supplierId), idOf(params.requirementId), idOf(params.questionId)];
      if (supplierId === null || requirementId === null || questionId === null) return notFound('No such question');
      const feedback = feedbackOf(supplierId, requirementId, questionId);
      if (feedback === 'error') return serverError();
      // No feedback is an empty answer, not an error: only a real failure should read as one.
      return HttpResponse.json(feedback);
    },
  ),

  endpoint(
    { method: 'get', kind: 'verifier', path: '/organisations/:id/requirements/:requirementId/history', rule: mayViewAnswers },
    ({ params }) => {
      const supplierId = idOf(params.id);
      const requirementId = idOf(params.requirementId);
      if (supplierId !== null && failsFor(supplierId)) return serverError();
      const history = supplierId === null || requirementId === null ? null : historyOf(getNetwork(), supplierId, requirementId);
      if (!history) return notFound(`Requirement ${params.requirementId} of supplier ${params.id} was not found`);
      return HttpResponse.json<RequirementHistoryResponse>({ history });
    },
  ),

  endpoint({ method: 'get', kind: 'compliance', path: '/:supplierId/detailslist', rule: anyBuyer }, ({ params }) => {
    const supplierId = idOf(params.supplierId);
    if (supplierId !== null && failsFor(supplierId)) return serverError();
    const items = supplierId === null ? null : detailsListOf(getNetwork(), supplierId);
    if (!items) return notFound(`Supplier ${params.supplierId} was not found`);
    return HttpResponse.json<DetailsListResponse>({ items });
  }),

  endpoint({ method: 'get', kind: 'compliance', path: '/complianceRules/requirementQuestionRules/:requirementId', rule: anyBuyer }, ({ params }) => {
    const requirementId = idOf(params.requirementId);
    const rules = requirementId === null ? null : questionRulesOf(requirementId);
    return HttpResponse.json<QuestionRulesResponse>({ result: rules ?? [] });
  }),
];

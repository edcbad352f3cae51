/**
 * Requirement answers, statuses and history of one supplier (spec 03 §3, §4), generated lazily and
 * deterministically from its id: the rows of its levels (detailslist), each requirement with its
 * questions and verification, earlier submissions, assessment feedback and question rules.
 *
 * Awkward on purpose (every supplier): requirement 21 was never assessed (no verification);
 * requirement 9 has a withdrawn submission in its history; requirement 60 asks 60 questions; the
 * third question of any requirement answers its feedback with a 500. COMPLIANCE_AWKWARD_IDS names
 * the supplier whose requirement calls all fail.
 */
import type { RequirementDetailRowDto, QuestionRuleDto } from '@/services/compliance/complianceDetailsTypes';
import { DEFAULT_COMMUNITY_ORGANISATION_NAME } from '@/platform/config/communityOrganisation';
import type { AnswerDto, QuestionDto, RequirementDto, StatusDto, VerificationDto } from '@/services/requirement/requirementPageTypes';
import type { AssessmentFeedbackDto, SubmissionHistoryItemDto } from '@/services/verifier/types';
import { FIRST_ENTITY_ID } from '../generate';
import type { Network } from '../model';
import { Rng, hashString, mix32 } from '../prng';
import { GOALS } from '../reference';
import { goalsOf } from '../profile/goals';
import { areasOfOperationOf, insurancesOf } from '../profile/profileRecords';
import { profileOf } from '../profile/supplierProfile';
import { LEVEL_REQUIREMENT_IDS, requirementTemplate, type QuestionTemplate, type RequirementTemplate } from './requirementCatalogue';

export const COMPLIANCE_AWKWARD_IDS = {
  /** detailslist, requirement, submission and history calls all answer 500 for this supplier. */
  requirementCallsFail: FIRST_ENTITY_ID + 14,
} as const;

/** Requirement fixed cases (every supplier). */
export const AWKWARD_REQUIREMENTS = { neverAssessed: 21, withdrawnInHistory: 9, sixtyQuestions: 60 } as const;

/** The community's own goal owner: its requirements are a community view (no assessment feedback). */
export const COMMUNITY_GOAL_OWNER = DEFAULT_COMMUNITY_ORGANISATION_NAME;
const BUYER_GOAL_OWNER = 'Northbridge Construction Group';
const COMMUNITY_GROUPS = new Set(['Identity', 'Financials', 'Insurances']);

/** Every requirement status of spec 03 §4 with its compliance status and process status. */
const STATUSES = {
  Verified: { id: 1, verified: true, infoLevel: 1, applicable: true, process: null },
  'Not Verified': { id: 2, verified: false, infoLevel: 3, applicable: true, process: null },
  'Verified - Not Applicable': { id: 3, verified: true, infoLevel: 1, applicable: false, process: null },
  'Submitted for Assessment': { id: 4, verified: false, infoLevel: 3, applicable: true, process: null },
  Withdrawn: { id: 5, verified: false, infoLevel: 3, applicable: true, process: 3 },
  Expired: { id: 6, verified: false, infoLevel: 3, applicable: true, process: 2 },
  'Due to expire': { id: 7, verified: true, infoLevel: 2, applicable: true, process: 1 },
  'Auto verified': { id: 8, verified: true, infoLevel: 1, applicable: true, process: null },
} as const;
export type RequirementStatusName = keyof typeof STATUSES;
const VERIFIED_NAMES = (Object.keys(STATUSES) as RequirementStatusName[]).filter((n) => STATUSES[n].verified);
const UNVERIFIED_NAMES = (Object.keys(STATUSES) as RequirementStatusName[]).filter((n) => !STATUSES[n].verified);

const DAY = 86_400_000;
/** Dates count from the day the data is read, so 'Due to expire' is due and 'Expired' is past. */
const today = () => Math.floor(Date.now() / DAY) * DAY;
const isoDay = (offsetDays: number) => new Date(today() + offsetDays * DAY).toISOString().slice(0, 10);
const isoTime = (offsetDays: number, minutes: number) => new Date(today() + offsetDays * DAY + minutes * 60_000).toISOString();

const VERIFIERS = ['Priya Natarajan', 'Tom Okafor', 'Hannah Wright', 'Luis Ortega'];
const SUBMITTERS = ['Jo Fairweather', 'Sam Patel', 'Alex Morgan'];

const rngFor = (supplierId: number, ...salts: number[]) => new Rng(salts.reduce((seed, salt) => mix32(seed, salt), mix32(0x5c0de, supplierId)));

/**
 * Which requirement of each level is verified: the level's counts (goalsOf: completedTotal of
 * requirementsTotal) decide, and a requirement shared by two levels keeps one status.
 */
function assignStatuses(network: Network, supplierId: number) {
  const cacheKey = `${network.seed}:${supplierId}`;
  const cached = statusCache.get(cacheKey);
  if (cached) return cached;
  const assigned = computeStatuses(network, supplierId);
  // Bounded: a visit opens a few suppliers; a long-running mock server must not grow without end.
  if (statusCache.size > 500) statusCache.clear();
  statusCache.set(cacheKey, assigned);
  return assigned;
}

const statusCache = new Map<string, ReturnType<typeof computeStatuses>>();

function computeStatuses(network: Network, supplierId: number) {
  const goals = (goalsOf(network, supplierId) ?? []).filter((g) => !g.isSsip);
  const verified = new Map<number, boolean>();
  const members = new Map<number, number[]>();
  for (const goal of goals) {
    const rng = rngFor(supplierId, goal.goalId);
    const pool = rng.sample(LEVEL_REQUIREMENT_IDS, LEVEL_REQUIREMENT_IDS.length);
    const picked: number[] = [];
    const take = (wantVerified: boolean, count: number) => {
      for (const id of pool) {
        if (count === 0) return;
        if (picked.includes(id)) continue;
        const known = verified.get(id);
        if (known !== undefined && known !== wantVerified) continue;
        verified.set(id, wantVerified);
        picked.push(id);
        count -= 1;
      }
    };
    take(true, goal.completedTotal);
    take(false, goal.requirementsTotal - goal.completedTotal);
    members.set(goal.goalId, picked.sort((a, b) => a - b));
  }
  return { goals, verified, members };
}

/** The status of one requirement for one supplier (the same on its rows and its page). */
export function statusOf(network: Network, supplierId: number, requirementId: number): RequirementStatusName {
  if (requirementId === AWKWARD_REQUIREMENTS.neverAssessed) return 'Not Verified';
  const isVerified = assignStatuses(network, supplierId).verified.get(requirementId) ?? rngFor(supplierId, requirementId, 7).chance(0.5);
  return rngFor(supplierId, requirementId, 1).pick(isVerified ? VERIFIED_NAMES : UNVERIFIED_NAMES);
}

function datesOf(status: RequirementStatusName, supplierId: number, requirementId: number) {
  const rng = rngFor(supplierId, requirementId, 2);
  const verifiedAgo = rng.int(20, 300);
  const expiresIn = status === 'Expired' ? -rng.int(1, 200) : status === 'Due to expire' ? rng.int(1, 30) : rng.int(60, 720);
  const verified = STATUSES[status].verified || status === 'Expired';
  return {
    validFrom: verified ? isoDay(-verifiedAgo) : null,
    verifiedDate: verified ? isoDay(-verifiedAgo) : null,
    expiryDate: verified ? isoDay(expiresIn) : null,
    lastSubmissionDate: status === 'Not Verified' && rng.chance(0.4) ? null : isoDay(-verifiedAgo - rng.int(1, 20)),
  };
}

const GOAL_BY_ID = new Map(GOALS.map((g) => [g.id, g]));
/** Levels are listed by display order descending (spec 03 §9): the membership levels, highest first. */
const displayOrderOf = (goalId: number) => {
  const goal = GOAL_BY_ID.get(goalId);
  return goal ? (10 - goal.groupOrder) * 10 + goal.maturityLevel : 0;
};

/** GET {compliance}/{supplierId}/detailslist: a row per requirement of each of the supplier's levels. */
export function detailsListOf(network: Network, supplierId: number): RequirementDetailRowDto[] | null {
  if (!profileOf(network, supplierId)) return null;
  const { goals, members } = assignStatuses(network, supplierId);
  return goals.flatMap((goal) =>
    (members.get(goal.goalId) ?? []).map((requirementId, order) => {
      const template = requirementTemplate(requirementId) as RequirementTemplate;
      const status = statusOf(network, supplierId, requirementId);
      const def = STATUSES[status];
      const dates = datesOf(status, supplierId, requirementId);
      const rng = rngFor(supplierId, requirementId, goal.goalId);
      const rowStatus = def.verified ? rng.pick(['Verified', 'Compliant', 'Completed']) : status;
      const level = GOAL_BY_ID.get(goal.goalId)?.maturityLevel ?? null;
      return {
        requirementId,
        requirementVersionId: requirementId * 10 + 1,
        requirementName: template.name,
        groupName: template.groupName,
        goalId: goal.goalId,
        goalName: goal.goalName,
        goalVersionId: goal.goalId * 10 + 1,
        goalDisplayOrder: displayOrderOf(goal.goalId),
        goalReference: goal.goalReference,
        isRequirementCompliant: def.verified,
        requirementStatusName: rowStatus,
        standardStatusName: rowStatus,
        isStandardCompliant: def.verified,
        validFrom: dates.validFrom,
        expiryDate: dates.expiryDate,
        lastModifiedDate: dates.lastSubmissionDate,
        verifiedDate: dates.verifiedDate,
        requirementOrder: order + 1,
        // Some rows carry no maturity-aware flag, so the plain one decides (spec 03 §4).
        isRequirementAndMaturityCompliant: rng.chance(0.2) ? null : def.verified,
        requirementAndMaturityStatusName: def.verified && rng.chance(0.3) ? 'Met' : null,
        processStatuses: def.process === null ? [] : [def.process],
        targetMaturityLevel: level,
      } satisfies RequirementDetailRowDto;
    }),
  );
}

const WORDS = ['Site', 'Safety', 'Plan', 'Review', 'Audit', 'Scaffold', 'Crane', 'Asbestos', 'Ladder', 'Induction', 'Permit', 'Excavation'];

function answerFor(template: QuestionTemplate, questionId: number, supplierId: number, rng: Rng, requirementId: number, network: Network): AnswerDto {
  const profile = profileOf(network, supplierId);
  switch (template.answerType) {
    case 'text':
      return { answerType: 'text', answer: rng.chance(0.1) ? null : `${rng.pick(WORDS)} ${rng.pick(WORDS).toLowerCase()} — ${template.question.toLowerCase()} for supplier ${supplierId}.` };
    case 'date':
      return { answerType: 'date', answer: rng.chance(0.1) ? null : isoDay(-rng.int(10, 900)) };
    case 'yesNo':
      return { answerType: 'yesNo', answer: rng.chance(0.7) };
    case 'number':
      return { answerType: 'number', answer: rng.int(1, 5000) * 100 };
    case 'file':
      return {
        answerType: 'file',
        answer: Array.from({ length: rng.int(1, 2) }, (_, i) => ({
          fileName: `${template.question.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-${i + 1}.pdf`,
          url: `/files/${supplierId}/${questionId}/${i + 1}.pdf`,
        })),
      };
    case 'list':
      return { answerType: 'list', answer: rng.sample(WORDS, rng.int(1, 4)).map((w) => `${w} ${template.question.split(' ')[0].toLowerCase()}`) };
    case 'table':
      return {
        answerType: 'table',
        answer: { columns: ['Year', 'Figure', 'Note'], rows: [2023, 2024, 2025].map((year) => [String(year), String(rng.int(0, 40)), rng.pick(WORDS)]) },
      };
    case 'areasOfOperation':
      return { answerType: 'areasOfOperation', answer: profile ? areasOfOperationOf(profile) : [] };
    case 'productService':
      return { answerType: 'productService', answer: Array.from({ length: rng.int(1, 3) }, (_, i) => ({ id: questionId * 10 + i, name: `${rng.pick(WORDS)} service`, isVerified: rng.chance(0.6) })) };
    case 'records': {
      const kind = template.recordKind ?? 'relatedCompany';
      if (kind === 'insurance' && profile && requirementId === 28) {
        // The profile reads requirement 28's insurances from this answer too: same records, same ids.
        return { answerType: 'records', answer: insurancesOf(profile).map((ins) => ({ ...ins, kind, label: ins.insuranceType.name })) };
      }
      const count = rng.int(1, 3);
      return {
        answerType: 'records',
        answer: Array.from({ length: count }, (_, i) => {
          const id = (supplierId % 100_000) * 100 + (requirementId % 100) * 3 + i;
          return { kind, id, label: `${RECORD_LABELS[kind]} ${i + 1}` };
        }),
      };
    }
  }
}

const RECORD_LABELS: Record<string, string> = {
  insurance: 'Insurance policy',
  relatedCompany: 'Related company',
  branchOffice: 'Branch office',
  director: 'Director',
  tradeProfessional: 'Trade professional',
  ssipCertificate: 'SSIP certificate',
  licenceAccreditation: 'Licence',
  trade: 'Trade',
};

const questionIdOf = (requirementId: number, index: number) => requirementId * 1000 + index + 1;

function questionsOf(template: RequirementTemplate, supplierId: number, network: Network, submission = 0): QuestionDto[] {
  return template.questions.map((question, index) => {
    const id = questionIdOf(template.id, index);
    const rng = rngFor(supplierId, id, submission);
    return {
      id,
      versionId: id * 10 + 1,
      questionTypeId: question.questionTypeId ?? 1,
      question: question.question,
      description: null,
      ...answerFor(question, id, supplierId, rng, template.id, network),
    };
  });
}

function verificationOf(status: RequirementStatusName, supplierId: number, requirementId: number): VerificationDto | null {
  if (requirementId === AWKWARD_REQUIREMENTS.neverAssessed) return null;
  const def = STATUSES[status];
  const dates = datesOf(status, supplierId, requirementId);
  const rng = rngFor(supplierId, requirementId, 3);
  const complianceStatus: StatusDto = { id: def.id, name: status, infoLevel: def.infoLevel };
  const verifier = rng.pick(VERIFIERS);
  return {
    verificationDate: dates.verifiedDate,
    expiryDate: dates.expiryDate,
    lastSubmissionDate: dates.lastSubmissionDate,
    verifierName: dates.verifiedDate ? verifier : null,
    submissionNote: rng.chance(0.6)
      ? { text: `Checked against the ${status.toLowerCase()} evidence. ${rng.pick(['All documents in date.', 'Policy signed by a director.', 'Please upload the 2025 certificate next time.'])}`, lastUpdatedBy: verifier, createdOn: isoTime(-rng.int(5, 200), rng.int(480, 1020)), lastUpdatedOn: null }
      : null,
    isComplianceApplicable: def.applicable,
    complianceStatus,
    processStatus: def.process === null ? null : { id: def.process, displayName: ['Due to expire', 'Expired', 'Locked'][def.process - 1], infoLevel: def.process === 1 ? 2 : 3 },
  };
}

/** GET {requirement}/{requirementId}/entity/{supplierId}, or null for an unknown supplier or requirement. */
export function requirementOf(network: Network, supplierId: number, requirementId: number): RequirementDto | null {
  const template = requirementTemplate(requirementId);
  if (!template || !profileOf(network, supplierId)) return null;
  const status = statusOf(network, supplierId, requirementId);
  return {
    id: requirementId,
    name: template.name,
    description: null,
    standardName: template.groupName,
    versionId: requirementId * 10 + 1,
    typeId: template.typeId ?? 1,
    isHistoryVisible: requirementId !== AWKWARD_REQUIREMENTS.neverAssessed,
    topLevelOrganisationName: BUYER_GOAL_OWNER,
    goalOwnerTopLevelOrganisationName: COMMUNITY_GROUPS.has(template.groupName) ? COMMUNITY_GOAL_OWNER : BUYER_GOAL_OWNER,
    questions: questionsOf(template, supplierId, network),
    verification: verificationOf(status, supplierId, requirementId),
  };
}

/** A submission id names its supplier, requirement and place in the history. */
const submissionIdOf = (supplierId: number, requirementId: number, n: number) => supplierId * 1000 + requirementId * 10 + n;
export const submissionParts = (submissionId: number) => ({
  supplierId: Math.floor(submissionId / 1000),
  requirementId: Math.floor((submissionId % 1000) / 10),
  n: submissionId % 10,
});

/** GET {verifier}/organisations/{id}/requirements/{requirementId}/history. */
export function historyOf(network: Network, supplierId: number, requirementId: number): SubmissionHistoryItemDto[] | null {
  if (!requirementTemplate(requirementId) || !profileOf(network, supplierId)) return null;
  if (requirementId === AWKWARD_REQUIREMENTS.neverAssessed) return [];
  const rng = rngFor(supplierId, requirementId, 4);
  const count = rng.int(requirementId === AWKWARD_REQUIREMENTS.withdrawnInHistory ? 3 : 2, 6);
  const current = datesOf(statusOf(network, supplierId, requirementId), supplierId, requirementId);
  const daysAgo = (iso: string | null) => (iso ? Math.round((today() - Date.parse(iso)) / DAY) : null);
  return Array.from({ length: count }, (_, n) => {
    const latest = n === count - 1;
    // Older submissions further back, the newest around the current one.
    const submittedAgo = 40 + (count - n) * rng.int(60, 200);
    const withdrawn = !latest && ((requirementId === AWKWARD_REQUIREMENTS.withdrawnInHistory && n === 1) || (n > 0 && rng.chance(0.12)));
    const assessedAgo = submittedAgo - rng.int(2, 20);
    const status = withdrawn ? null : n === count - 1 ? statusOf(network, supplierId, requirementId) : rng.pick(['Verified', 'Not Verified', 'Expired'] as const);
    // The latest submission is the one the requirement page shows: the same dates.
    const submitted = latest ? daysAgo(current.lastSubmissionDate) ?? submittedAgo : submittedAgo;
    const assessed = latest ? daysAgo(current.verifiedDate) ?? assessedAgo : assessedAgo;
    return {
      submissionID: submissionIdOf(supplierId, requirementId, n),
      dateSubmitted: isoTime(-submitted, rng.int(480, 1020)),
      validFromDate: withdrawn ? null : latest ? current.validFrom : isoDay(-assessed),
      expiryDate: withdrawn ? null : latest ? current.expiryDate : isoDay(-assessed + 365),
      submittedByDisplayName: rng.pick(SUBMITTERS),
      requirementVersionId: requirementId * 10 + 1,
      isWithdrawn: withdrawn,
      note: null,
      assessed: withdrawn ? null : { assessedDate: isoTime(-assessed, rng.int(480, 1020)), verifierDisplayName: rng.pick(VERIFIERS), statusDisplayName: status },
    };
  });
}

/** GET {requirement}/submission/{submissionId}/requirement/{requirementId}: the answers as they were then. */
export function submissionOf(network: Network, submissionId: number, requirementId: number): RequirementDto | null {
  const parts = submissionParts(submissionId);
  if (parts.requirementId !== requirementId % 100) return null;
  const item = historyOf(network, parts.supplierId, requirementId)?.find((h) => h.submissionID === submissionId);
  const current = requirementOf(network, parts.supplierId, requirementId);
  const template = requirementTemplate(requirementId);
  if (!item || !current || !template) return null;
  const status = (item.assessed?.statusDisplayName ?? 'Withdrawn') as RequirementStatusName;
  const def = STATUSES[status] ?? STATUSES['Not Verified'];
  return {
    ...current,
    questions: questionsOf(template, parts.supplierId, network, parts.n + 1),
    verification: {
      verificationDate: item.assessed?.assessedDate ?? null,
      expiryDate: item.expiryDate,
      lastSubmissionDate: item.dateSubmitted,
      verifierName: item.assessed?.verifierDisplayName ?? null,
      submissionNote: null,
      isComplianceApplicable: def.applicable,
      complianceStatus: { id: def.id, name: status, infoLevel: def.infoLevel },
      processStatus: null,
    },
    submittedByDisplayName: item.submittedByDisplayName,
    dateSubmitted: item.dateSubmitted,
  };
}

/** Feedback on one answer: 'error' (a 500) for every requirement's third question, else maybe none. */
export function feedbackOf(supplierId: number, requirementId: number, questionId: number): AssessmentFeedbackDto | null | 'error' {
  if (questionId % 1000 === 3) return 'error';
  const rng = rngFor(supplierId, requirementId, questionId, 5);
  if (!rng.chance(0.45)) return null;
  return {
    feedback: rng.pick(['Evidence accepted.', 'The document is out of date: please upload the current one.', 'Answer confirmed with the issuing body.', 'Signed copy needed at the next renewal.']),
    assessedBy: rng.pick(VERIFIERS),
    assessedOn: isoTime(-rng.int(5, 300), rng.int(480, 1020)),
    infoLevel: rng.pick([1, 1, 2, 3]),
  };
}

/** GET {compliance}/complianceRules/requirementQuestionRules/{requirementId}: the conditional questions. */
export function questionRulesOf(requirementId: number): QuestionRuleDto[] | null {
  const template = requirementTemplate(requirementId);
  if (!template) return null;
  return template.questions.flatMap((question, index) =>
    question.dependsOn === undefined
      ? []
      : [{
          questionVersionId: questionIdOf(requirementId, index) * 10 + 1,
          dependsOnQuestionVersionId: questionIdOf(requirementId, question.dependsOn) * 10 + 1,
          whenAnswer: question.whenAnswer ?? 'true',
        }],
  );
}

/** A stable number for a product-service id (its page). */
export const productServiceName = (id: number) => `${WORDS[hashString(String(id)) % WORDS.length]} service`;

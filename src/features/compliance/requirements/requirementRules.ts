import type { QuestionRuleDto } from '@/services/compliance/complianceDetailsTypes';
import { INFO_LEVEL, type QuestionDto, type VerificationDto } from '@/services/requirement/requirementPageTypes';

export type RequirementBadge = 'verified' | 'verifiedNotApplicable' | 'notVerified';

/**
 * The requirement page's badge (spec 03 §4): 'verified not applicable' when compliance is not
 * applicable; verified when a status exists and its info level is not critical; else not verified.
 * Not applicable is asked first: it is the more precise of the two verified readings.
 */
export function badgeOf(verification: VerificationDto | null | undefined): RequirementBadge {
  if (!verification) return 'notVerified';
  if (!verification.isComplianceApplicable) return 'verifiedNotApplicable';
  const status = verification.complianceStatus;
  return status && status.infoLevel !== INFO_LEVEL.critical ? 'verified' : 'notVerified';
}

/**
 * A requirement whose goal owner is the community's configured default organisation is a community
 * view: no assessment feedback (spec 03 §6). Names compare trimmed and case-insensitively.
 */
export const isCommunityView = (goalOwner: string | null | undefined, communityOrganisation: string) =>
  !!goalOwner && goalOwner.trim().toLowerCase() === communityOrganisation.trim().toLowerCase();

/** An answer as the rules compare it: yes/no as 'true'/'false', anything else as its text. */
function answerText(question: QuestionDto): string | null {
  if (question.answer === null || question.answer === undefined) return null;
  return typeof question.answer === 'object' ? JSON.stringify(question.answer) : String(question.answer);
}

/** The questions to show: a question with a rule only when the question it depends on was answered as the rule says. */
export function visibleQuestions(questions: QuestionDto[], rules: QuestionRuleDto[]): QuestionDto[] {
  if (!rules.length) return questions;
  const byVersion = new Map(questions.map((question) => [question.versionId, question]));
  const rulesFor = new Map<number, QuestionRuleDto[]>();
  for (const rule of rules) rulesFor.set(rule.questionVersionId, [...(rulesFor.get(rule.questionVersionId) ?? []), rule]);
  return questions.filter((question) =>
    (rulesFor.get(question.versionId) ?? []).every((rule) => {
      const source = byVersion.get(rule.dependsOnQuestionVersionId);
      return source !== undefined && answerText(source) === rule.whenAnswer;
    }),
  );
}

const NUMERIC = /^\d+$/;

export type RequirementIdCheck = { ok: true; requirementId: number; supplierId: number } | { ok: false; message: 'missingRequirement' | 'missingSupplier' | 'invalidRequirement'; value?: string };

/**
 * The route's ids (spec 03 §5, §8): both present, the requirement id a number. A supplier id that is
 * not an entity id (digits) is no supplier id: the compliance calls need one.
 */
export function checkRequirementIds(supplierId: string | undefined, requirementId: string | undefined): RequirementIdCheck {
  if (!requirementId) return { ok: false, message: 'missingRequirement' };
  if (!supplierId || !NUMERIC.test(supplierId)) return { ok: false, message: 'missingSupplier' };
  if (!NUMERIC.test(requirementId)) return { ok: false, message: 'invalidRequirement', value: requirementId };
  return { ok: true, requirementId: Number(requirementId), supplierId: Number(supplierId) };
}

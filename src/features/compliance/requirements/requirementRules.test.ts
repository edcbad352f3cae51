import { describe, expect, it } from 'vitest';
import type { QuestionDto, VerificationDto } from '@/services/requirement/requirementPageTypes';
import { badgeOf, checkRequirementIds, isCommunityView, visibleQuestions } from './requirementRules';
import { backTarget, complianceStatusPath, historicalPath, requirementPagePath } from './requirementPaths';

const verification = (over: Partial<VerificationDto>): VerificationDto => ({
  verificationDate: null, expiryDate: null, lastSubmissionDate: null, verifierName: null, submissionNote: null,
  isComplianceApplicable: true, complianceStatus: null, processStatus: null, ...over,
});

describe('requirement badge (spec 03 §4)', () => {
  it('verified when a status exists and its level is not critical', () => {
    expect(badgeOf(verification({ complianceStatus: { id: 1, name: 'Verified', infoLevel: 1 } }))).toBe('verified');
    expect(badgeOf(verification({ complianceStatus: { id: 7, name: 'Due to expire', infoLevel: 2 } }))).toBe('verified');
  });
  it('not verified when the status is critical, missing, or there is no verification', () => {
    expect(badgeOf(verification({ complianceStatus: { id: 2, name: 'Not Verified', infoLevel: 3 } }))).toBe('notVerified');
    expect(badgeOf(verification({}))).toBe('notVerified');
    expect(badgeOf(null)).toBe('notVerified');
  });
  it('verified not applicable when compliance is not applicable', () => {
    expect(badgeOf(verification({ isComplianceApplicable: false, complianceStatus: { id: 3, name: 'Verified - Not Applicable', infoLevel: 1 } }))).toBe('verifiedNotApplicable');
  });
});

describe('requirement ids in the path (spec 03 §5, §8)', () => {
  it('needs both ids and a numeric requirement id', () => {
    expect(checkRequirementIds('100010', '7')).toEqual({ ok: true, supplierId: 100010, requirementId: 7 });
    expect(checkRequirementIds('100010', undefined)).toEqual({ ok: false, message: 'missingRequirement' });
    expect(checkRequirementIds(undefined, '7')).toEqual({ ok: false, message: 'missingSupplier' });
    expect(checkRequirementIds('100010', '7a')).toEqual({ ok: false, message: 'invalidRequirement', value: '7a' });
    expect(checkRequirementIds('100010', '-1')).toEqual({ ok: false, message: 'invalidRequirement', value: '-1' });
  });
});

describe('community view', () => {
  it('the community’s default organisation as goal owner hides feedback; a buyer owner does not', () => {
    const community = 'Supplier Assurance Community';
    expect(isCommunityView('Supplier Assurance Community', community)).toBe(true);
    expect(isCommunityView(' supplier assurance community ', community)).toBe(true);
    expect(isCommunityView('Northbridge Construction Group', community)).toBe(false);
    expect(isCommunityView(null, community)).toBe(false);
  });

  it('compares with the configured name, not a fixed one (issue 37 item 16)', () => {
    expect(isCommunityView('Supplier Assurance Community', 'Communauté Assurance Fournisseurs')).toBe(false);
    expect(isCommunityView('Communauté Assurance Fournisseurs', 'Communauté Assurance Fournisseurs')).toBe(true);
  });
});

const question = (versionId: number, answer: boolean | string): QuestionDto =>
  (typeof answer === 'boolean'
    ? { id: versionId, versionId, questionTypeId: 1, question: `Q${versionId}`, description: null, answerType: 'yesNo', answer }
    : { id: versionId, versionId, questionTypeId: 1, question: `Q${versionId}`, description: null, answerType: 'text', answer });

describe('question rules', () => {
  const rules = [{ questionVersionId: 2, dependsOnQuestionVersionId: 1, whenAnswer: 'true' }];
  it('shows a conditional question only when its condition holds', () => {
    expect(visibleQuestions([question(1, true), question(2, 'x')], rules).map((q) => q.versionId)).toEqual([1, 2]);
    expect(visibleQuestions([question(1, false), question(2, 'x')], rules).map((q) => q.versionId)).toEqual([1]);
  });
  it('a rule naming a question that is not there hides its question', () => {
    expect(visibleQuestions([question(2, 'x')], rules)).toEqual([]);
  });
});

describe('requirement addresses (spec 03 §2)', () => {
  it('Back goes to the level, else to the connection, else history', () => {
    expect(backTarget({ supplierId: 1, requirementId: 7, goalId: '12' })).toBe('/supplier/1/compliance/12');
    expect(backTarget({ supplierId: 1, requirementId: 7, groupingId: '5' })).toBe('/supplier/1/connections/5');
    expect(backTarget({ supplierId: 1, requirementId: 7 })).toBeNull();
  });
  it('the page, its history view and the status page per area', () => {
    expect(requirementPagePath({ supplierId: 1, requirementId: 7 })).toBe('/supplier/1/compliance/requirement/7');
    expect(requirementPagePath({ supplierId: 1, requirementId: 7, groupingId: '5' })).toBe('/supplier/1/connections/5/requirement/7');
    expect(requirementPagePath({ supplierId: 1, requirementId: 7, buyerConnection: true })).toBe('/supplier/1/connections/requirement/7');
    expect(historicalPath({ supplierId: 1, requirementId: 7 }, 99, 'http://x/a?b=1')).toBe('/supplier/1/compliance/requirement/7/historical?submissionId=99&backTo=http%3A%2F%2Fx%2Fa%3Fb%3D1');
    expect(complianceStatusPath({ supplierId: 1, requirementId: 7, goalId: '12' })).toBe('/supplier/1/compliance/12');
    expect(complianceStatusPath({ supplierId: 1, requirementId: 7, buyerConnection: true })).toBe('/supplier/1/connections');
  });
});

import { describe, expect, it } from 'vitest';
import { getNetwork } from '../../db';
import { FIRST_ENTITY_ID } from '../generate';
import { REQUIREMENT_CATALOGUE } from './requirementCatalogue';
import { AWKWARD_REQUIREMENTS, detailsListOf, feedbackOf, historyOf, questionRulesOf, requirementOf, submissionOf } from './requirements';

const SUPPLIERS = Array.from({ length: 40 }, (_, i) => FIRST_ENTITY_ID + i);

describe('mock requirement data (spec 03 §3, §4)', () => {
  it('is the same on every call (deterministic per supplier)', () => {
    expect(requirementOf(getNetwork(), FIRST_ENTITY_ID + 9, 9)).toEqual(requirementOf(getNetwork(), FIRST_ENTITY_ID + 9, 9));
    expect(detailsListOf(getNetwork(), FIRST_ENTITY_ID + 9)).toEqual(detailsListOf(getNetwork(), FIRST_ENTITY_ID + 9));
  });

  it('covers every requirement status of §4', () => {
    const seen = new Set<string>();
    for (const id of SUPPLIERS) for (const r of REQUIREMENT_CATALOGUE) {
      const name = requirementOf(getNetwork(), id, r.id)?.verification?.complianceStatus?.name;
      if (name) seen.add(name);
    }
    expect([...seen].sort()).toEqual(['Auto verified', 'Due to expire', 'Expired', 'Not Verified', 'Submitted for Assessment', 'Verified', 'Verified - Not Applicable', 'Withdrawn']);
  });

  it('asks every question type and answer shape', () => {
    const shapes = new Set(REQUIREMENT_CATALOGUE.flatMap((r) => r.questions.map((q) => q.answerType)));
    expect([...shapes].sort()).toEqual(['areasOfOperation', 'date', 'file', 'list', 'number', 'productService', 'records', 'table', 'text', 'yesNo']);
    const kinds = new Set(REQUIREMENT_CATALOGUE.flatMap((r) => r.questions.map((q) => q.recordKind).filter(Boolean)));
    expect(kinds.size).toBe(8);
    const types = new Set((requirementOf(getNetwork(), FIRST_ENTITY_ID, 22)?.questions ?? []).map((q) => q.questionTypeId));
    expect([...types].sort()).toEqual([2, 3]);
  });

  it('has a never-assessed requirement, a withdrawn submission and sixty questions', () => {
    const id = FIRST_ENTITY_ID + 9;
    expect(requirementOf(getNetwork(), id, AWKWARD_REQUIREMENTS.neverAssessed)?.verification).toBeNull();
    expect(historyOf(getNetwork(), id, AWKWARD_REQUIREMENTS.withdrawnInHistory)?.some((h) => h.isWithdrawn)).toBe(true);
    expect(requirementOf(getNetwork(), id, AWKWARD_REQUIREMENTS.sixtyQuestions)?.questions).toHaveLength(60);
  });

  it('a submission id opens its own past answers', () => {
    const id = FIRST_ENTITY_ID + 9;
    const past = historyOf(getNetwork(), id, 9)![0];
    const requirement = submissionOf(getNetwork(), past.submissionID, 9);
    expect(requirement?.submittedByDisplayName).toBe(past.submittedByDisplayName);
    expect(submissionOf(getNetwork(), past.submissionID, 8)).toBeNull();
  });

  it('rows of a level match its counts and statuses match the requirement pages', () => {
    const id = FIRST_ENTITY_ID + 9;
    const rows = detailsListOf(getNetwork(), id) ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const page = requirementOf(getNetwork(), id, row.requirementId!);
      const verified = page?.verification ? page.verification.complianceStatus!.infoLevel !== 3 : false;
      expect(row.isRequirementCompliant).toBe(verified);
    }
  });

  it('rules point at questions of their requirement; feedback fails on third questions', () => {
    expect(questionRulesOf(5)).toEqual([{ questionVersionId: 50021, dependsOnQuestionVersionId: 50011, whenAnswer: 'true' }]);
    expect(feedbackOf(FIRST_ENTITY_ID, 9, 9003)).toBe('error');
  });
});

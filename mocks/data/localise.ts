/**
 * Reference data as the mock platform sends it in one language. English is the data's own wording;
 * anything without a translation (buyer-named segments, scheme names) goes out as it is stored.
 */
import type { Language } from '@/platform/config/types';
import type { GoalDto } from '@/services/goals/types';
import type { CompliancePolicyDto } from '@/services/policy/types';
import type { CompanySizeOption, SearchTypeOption, SupplierSearchResult } from '@/services/search/types';
import type { SegmentTypeDto } from '@/services/supplyChain/types';
import type { UdfSection } from '@/services/udf/types';
import type { InvitationGoalDto, ReasonCodeDto } from '@/services/onboarding/types';
import { COMPANY_SIZES, GOALS } from './reference';
import {
  COMPANY_SIZE_TEXT, GOAL_GROUP_TEXT, GOAL_TEXT, POLICY_TEXT, REASON_CODE_TEXT, SEARCH_TYPE_TEXT, SEGMENT_TYPE_TEXT,
  STAGE_TEXT, VISIBILITY_TEXT, type Words,
} from './referenceText';
import { UDF_ITEM_TEXT, UDF_OPTION_TEXT, UDF_SECTION_TEXT } from './udfText';

/** The wording in `language`, or the English one when there is none. */
export const say = (language: Language, english: string, words: Words | undefined): string =>
  language === 'en' || !words ? english : words[language];

const GOAL_BY_REFERENCE = new Map(GOALS.map((g) => [g.reference, g]));
const GOAL_BY_NAME = new Map(GOALS.map((g) => [g.name, g]));

export const goalName = (language: Language, english: string): string =>
  say(language, english, GOAL_TEXT[GOAL_BY_NAME.get(english)?.id ?? -1]);

export const stageName = (language: Language, english: string): string => say(language, english, STAGE_TEXT[english]);

/** Every language's name of a stage, so a filter written in any of them finds it. */
export const stageNamesInAllLanguages = (english: string): string[] => [english, ...Object.values(STAGE_TEXT[english] ?? {})];

export const localiseStages = <S extends { name: string }>(language: Language, stages: S[]): S[] =>
  stages.map((stage) => ({ ...stage, name: stageName(language, stage.name) }));

export const localiseCompanySizes = (language: Language, sizes: CompanySizeOption[]): CompanySizeOption[] =>
  sizes.map((size) => ({ ...size, name: say(language, size.name, COMPANY_SIZE_TEXT[size.id]) }));

export const localiseSearchTypes = (language: Language, types: SearchTypeOption[]): SearchTypeOption[] =>
  types.map((type) => ({ ...type, name: say(language, type.name, SEARCH_TYPE_TEXT[type.id]) }));

export const localiseSegmentTypes = (language: Language, types: SegmentTypeDto[]): SegmentTypeDto[] =>
  types.map((type) => ({ ...type, name: say(language, type.name, SEGMENT_TYPE_TEXT[type.id]) }));

export const localiseReasonCodes = (language: Language, codes: ReasonCodeDto[]): ReasonCodeDto[] =>
  codes.map((code) => ({ ...code, description: say(language, code.description, REASON_CODE_TEXT[code.reasonCodeId]) }));

export const localisePolicies = (language: Language, policies: CompliancePolicyDto[]): CompliancePolicyDto[] =>
  policies.map((policy) => ({
    ...policy,
    name: say(language, policy.name, POLICY_TEXT[policy.id]),
    label: say(language, policy.label, POLICY_TEXT[policy.id]),
  }));

export const localiseGoals = (language: Language, goals: GoalDto[]): GoalDto[] =>
  goals.map((goal) => ({
    ...goal,
    name: say(language, goal.name, GOAL_TEXT[goal.id]),
    groupName: say(language, goal.groupName, GOAL_GROUP_TEXT[goal.groupName]),
  }));

export const localiseInvitationGoals = (language: Language, goals: InvitationGoalDto[]): InvitationGoalDto[] =>
  goals.map((goal) => ({ ...goal, goalName: say(language, goal.goalName, GOAL_TEXT[goal.goalId]) }));

export const visibilityLabel = (language: Language, visible: boolean, english: string): string =>
  say(language, english, VISIBILITY_TEXT[visible ? 'true' : 'false']);

/** A result row: its company size and goal names in the buyer's language (stored data stays English). */
export const localiseSupplier = (language: Language, supplier: SupplierSearchResult): SupplierSearchResult =>
  language === 'en'
    ? supplier
    : {
        ...supplier,
        companySize: localiseSupplierSize(language, supplier.companySize),
        goals: supplier.goals.map((goal) => ({
          ...goal,
          goal: say(language, goal.goal, GOAL_TEXT[GOAL_BY_REFERENCE.get(goal.reference)?.id ?? -1]),
        })),
      };

const sizeIdOf = (englishName: string) => COMPANY_SIZES.find((size) => size.name === englishName)?.id ?? -1;

/** A supplier's stored (English) company size in `language`. */
export function localiseSupplierSize(language: Language, englishSize: string | null): string | null {
  return englishSize && say(language, englishSize, COMPANY_SIZE_TEXT[sizeIdOf(englishSize)]);
}

export const localiseUdfSections = (language: Language, sections: UdfSection[]): UdfSection[] =>
  sections.map((section) => {
    const sectionTitle = say(language, section.title, UDF_SECTION_TEXT[section.id]);
    return {
      ...section,
      title: sectionTitle,
      items: section.items.map((item) => ({
        ...item,
        title: say(language, item.title, UDF_ITEM_TEXT[item.id]),
        sectionTitle,
        items: item.items.map((option) => ({ ...option, title: say(language, option.title, UDF_OPTION_TEXT[option.title]) })),
      })),
    };
  });

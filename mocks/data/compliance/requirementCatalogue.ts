/**
 * The requirements the mock platform knows (ids 1–30 and 60), each in one standard (group) of
 * spec 03 §9's display order, with its questions. Between them they ask every question type and
 * answer shape the requirement page reads; requirements 24 and 28 keep the profile's readings
 * (areas of operation and insurances in the first question's answer).
 */
import type { AnswerType, QuestionTypeId, RecordKind } from '@/services/requirement/requirementPageTypes';

export interface QuestionTemplate {
  question: string;
  answerType: AnswerType;
  recordKind?: RecordKind;
  questionTypeId?: QuestionTypeId;
  /** Asked only when question `dependsOn` (its index) was answered `whenAnswer` (a question rule). */
  dependsOn?: number;
  whenAnswer?: string;
}

export interface RequirementTemplate {
  id: number;
  name: string;
  groupName: string;
  typeId?: number;
  questions: QuestionTemplate[];
}

const q = (question: string, answerType: AnswerType, extra: Partial<QuestionTemplate> = {}): QuestionTemplate => ({ question, answerType, ...extra });
const records = (question: string, recordKind: RecordKind) => q(question, 'records', { recordKind });

export const REQUIREMENT_CATALOGUE: RequirementTemplate[] = [
  { id: 1, name: 'Company details', groupName: 'Identity', questions: [q('Registered company name', 'text'), q('Date of incorporation', 'date'), records('Parent and related companies', 'relatedCompany')] },
  { id: 2, name: 'Directors and partners', groupName: 'Identity', questions: [records('Directors or partners', 'director'), q('Are any directors disqualified?', 'yesNo')] },
  { id: 3, name: 'Branch offices', groupName: 'Identity', questions: [records('Branch offices', 'branchOffice')] },
  { id: 4, name: 'Financial statements', groupName: 'Financials', questions: [q('Latest audited accounts', 'file'), q('Annual turnover (GBP)', 'number'), q('Three-year figures', 'table')] },
  { id: 5, name: 'Bank reference', groupName: 'Financials', questions: [q('Can you provide a bank reference?', 'yesNo'), q('Bank name', 'text', { dependsOn: 0, whenAnswer: 'true' })] },
  { id: 6, name: 'Trade professionals', groupName: 'Corporate and Professional Standing', questions: [records('Qualified trade professionals', 'tradeProfessional')] },
  { id: 7, name: 'Licences and accreditations', groupName: 'Corporate and Professional Standing', questions: [records('Licences and accreditations held', 'licenceAccreditation')] },
  { id: 8, name: 'Professional memberships', groupName: 'Corporate and Professional Standing', questions: [q('Trade bodies you belong to', 'list')] },
  {
    id: 9, name: 'Health and safety policy', groupName: 'Health and safety',
    questions: [q('Do you employ five or more people?', 'yesNo'), q('Written health and safety policy', 'file', { dependsOn: 0, whenAnswer: 'true' }), q('Date of last policy review', 'date'), q('Who is responsible for health and safety?', 'text')],
  },
  { id: 10, name: 'SSIP certification', groupName: 'Health and safety', questions: [records('SSIP certificates', 'ssipCertificate')] },
  { id: 11, name: 'Accident statistics', groupName: 'Health and safety', questions: [q('Reportable incidents in the last three years', 'table'), q('Any enforcement notices?', 'yesNo')] },
  { id: 12, name: 'Equal opportunities policy', groupName: 'Equal Opportunity and Diversity', questions: [q('Do you have an equal opportunities policy?', 'yesNo'), q('Policy document', 'file')] },
  { id: 13, name: 'Environmental policy', groupName: 'Environmental Management', questions: [q('Do you hold ISO 14001?', 'yesNo'), q('Certificate', 'file'), q('Describe your environmental commitments', 'text')] },
  { id: 14, name: 'Carbon reduction plan', groupName: 'Environmental Management', questions: [q('Plan published on', 'date'), q('Net zero target year', 'number')] },
  { id: 15, name: 'Quality management system', groupName: 'Quality Management', questions: [q('Do you hold ISO 9001?', 'yesNo'), q('Quality procedures in place', 'list')] },
  { id: 16, name: 'BIM capability', groupName: 'Building Information Modelling (BIM)', questions: [q('BIM software used', 'list'), q('Can you work to BIM level 2?', 'yesNo')] },
  { id: 17, name: 'Modern slavery statement', groupName: 'Corporate and Social Responsibility', questions: [q('Statement', 'file'), q('Where is it published?', 'text')] },
  { id: 18, name: 'Social value', groupName: 'Corporate and Social Responsibility', questions: [q('Describe your social value commitments', 'text')] },
  { id: 19, name: 'Site audit', groupName: 'Onsite Audit', questions: [q('Date of the last site audit', 'date'), q('Auditor', 'text'), q('Findings', 'table')] },
  { id: 20, name: 'Data-sharing trades', groupName: 'Data Sharing Trades', questions: [records('Trades shared with buyers', 'trade')] },
  { id: 21, name: 'Data sharing consent', groupName: 'Data Sharing Status', questions: [q('Do you consent to sharing your data with buyers?', 'yesNo'), q('Consent given on', 'date')] },
  {
    id: 22, name: 'Products and services', groupName: 'Quality Management',
    questions: [q('Do you hold a verified product or service?', 'yesNo', { questionTypeId: 2 }), q('Products and services offered', 'productService', { questionTypeId: 3 })],
  },
  { id: 23, name: 'Work category competence', groupName: 'Corporate and Professional Standing', typeId: 2, questions: [q('Evidence of competence for your work categories', 'file'), q('Years of experience', 'number')] },
  { id: 24, name: 'Areas of operation', groupName: 'Identity', questions: [q('Where do you work?', 'areasOfOperation')] },
  { id: 25, name: 'Business continuity', groupName: 'Corporate and Professional Standing', questions: [q('Do you have a business continuity plan?', 'yesNo'), q('Plan last tested on', 'date', { dependsOn: 0, whenAnswer: 'true' })] },
  { id: 26, name: 'Anti-bribery policy', groupName: 'Corporate and Social Responsibility', questions: [q('Policy document', 'file')] },
  { id: 27, name: 'Data protection', groupName: 'Identity', questions: [q('ICO registration number', 'text'), q('Data protection officer appointed?', 'yesNo')] },
  { id: 28, name: 'Insurances', groupName: 'Insurances', questions: [records('Insurance policies held', 'insurance')] },
  { id: 29, name: 'Insurance claims', groupName: 'Insurances', questions: [q('Claims in the last five years', 'table')] },
  { id: 30, name: 'Building Safety Act competence', groupName: 'Health and safety', questions: [q('Principal designer competence', 'text'), q('Evidence', 'file'), q('Competent persons', 'list')] },
  {
    id: 60, name: 'Method statements library', groupName: 'Health and safety',
    // Sixty questions of every shape: the requirement page's paint benchmark opens this one.
    questions: Array.from({ length: 60 }, (_, i) => {
      const shapes: QuestionTemplate[] = [q('Method statement summary', 'text'), q('Approved on', 'date'), q('Is it site-specific?', 'yesNo'), q('Method statement', 'file'), q('Hazards covered', 'list'), q('Risk ratings', 'table')];
      const shape = shapes[i % shapes.length];
      return { ...shape, question: `${i + 1}. ${shape.question}` };
    }),
  },
];

export const requirementTemplate = (id: number) => REQUIREMENT_CATALOGUE.find((r) => r.id === id) ?? null;

/** Requirement ids a level may hold (60 is the benchmark's and stays off the lists). */
export const LEVEL_REQUIREMENT_IDS = REQUIREMENT_CATALOGUE.filter((r) => r.id !== 60).map((r) => r.id);

/**
 * Reminders the buyer organisation sent a supplier, generated lazily by id (deterministic per
 * network seed and supplier): invitation reminders (no goals) and compliance reminders (goals with
 * requirements). Words come in the language the call asks for (X-Language-Id). Plain data, no DOM.
 */
import type { Language } from '@/platform/config/types';
import type { ReminderDto, ReminderGoalDto } from '@/services/reminders/types';
import { FIRST_ENTITY_ID } from '../generate';
import { Rng, mix32 } from '../prng';

export const REMINDER_PROFILE_IDS = {
  /** Never reminded: the empty table. */
  none: FIRST_ENTITY_ID + 7,
  /** 35 reminders; the newest is a compliance reminder over two goals whose message holds markup. */
  many: FIRST_ENTITY_ID + 9,
} as const;

const WORDS: Record<Language, { invitation: string; compliance: string; sent: string; opened: string; failed: string }> = {
  en: { invitation: 'Invitation reminder', compliance: 'Compliance reminder', sent: 'Sent', opened: 'Opened', failed: 'Failed' },
  fr: { invitation: "Rappel d'invitation", compliance: 'Rappel de conformité', sent: 'Envoyé', opened: 'Ouvert', failed: 'Échec' },
  es: { invitation: 'Recordatorio de invitación', compliance: 'Recordatorio de cumplimiento', sent: 'Enviado', opened: 'Abierto', failed: 'Fallido' },
  nl: { invitation: 'Uitnodigingsherinnering', compliance: 'Nalevingsherinnering', sent: 'Verzonden', opened: 'Geopend', failed: 'Mislukt' },
};

const GOALS = [
  { id: 11, name: 'SSIP Core Criteria', reference: 'G-SSIP', requirements: ['Health and safety policy', 'Risk assessments', 'Competent advice'] },
  { id: 12, name: 'Constructionline Gold', reference: 'G-CLG', requirements: ['Financial standing', 'Equal opportunities', 'Environmental management', 'Quality management'] },
  { id: 13, name: 'Carbon Reduction Plan', reference: 'G-CRP', requirements: ['Scope 1 and 2 emissions', 'Net zero commitment'] },
];
const SENDERS = ['Alex Morgan', 'Robin Reid', 'Sam Patel', 'Jordan Lee'];
const REASONS = ['Expiring documents', 'Missing answers', 'Renewal due', 'Tender shortlist'];
/** A message as a buyer might write one: markup shows as text, never as HTML. */
export const AWKWARD_REMINDER_MESSAGE = 'Dear supplier,\n\nPlease renew <b>before</b> Friday <script>window.__reminderScriptRan = true</script> 📅\nThanks & regards';

const iso = (ms: number) => new Date(ms).toISOString();

function goalsOf(rng: Rng, start: number, count: number): ReminderGoalDto[] {
  return rng.sample(GOALS, count).map((goal) => {
    const requirements = goal.requirements.map((name, i) => {
      const isCompliant = rng.chance(0.6);
      const from = start - rng.int(30, 400) * 86_400_000;
      return {
        id: goal.id * 100 + i + 1,
        name,
        isCompliant,
        validFrom: isCompliant ? iso(from).slice(0, 10) : null,
        validTo: isCompliant ? iso(from + 365 * 86_400_000).slice(0, 10) : null,
      };
    });
    const isCompliant = requirements.every((r) => r.isCompliant);
    return {
      id: goal.id, name: goal.name, reference: goal.reference, isCompliant,
      targetMaturityLevel: rng.int(1, 3), isGoalMaturityMet: isCompliant && rng.chance(0.7), requirements,
    };
  });
}

/** Every reminder of the supplier, newest first, in `language`. */
export function generatedRemindersOf(seed: number, entityId: number, language: Language): ReminderDto[] {
  const rng = new Rng(mix32(seed ^ 0x72656d69, entityId));
  const words = WORDS[language] ?? WORDS.en;
  const count = entityId === REMINDER_PROFILE_IDS.none ? 0 : entityId === REMINDER_PROFILE_IDS.many ? 35 : rng.int(0, 12);
  const start = Date.UTC(2026, 10, 20, 9, 30);
  return Array.from({ length: count }, (_, i) => {
    const awkward = entityId === REMINDER_PROFILE_IDS.many && i === 0;
    const sentOn = start - i * rng.int(1, 9) * 86_400_000 - rng.int(0, 600) * 60_000;
    const goals = awkward ? goalsOf(rng, sentOn, 2) : rng.chance(0.55) ? goalsOf(rng, sentOn, rng.int(1, 2)) : [];
    const compliance = goals.length > 0;
    return {
      id: entityId * 1000 + i + 1,
      reminderTypeName: compliance ? words.compliance : words.invitation,
      sentOn: iso(sentOn),
      sentBy: rng.pick(SENDERS),
      reason: compliance ? rng.pick(REASONS) : null,
      subject: compliance ? `Action needed: ${goals.map((g) => g.name).join(', ')}` : 'Join us on the platform',
      message: awkward ? AWKWARD_REMINDER_MESSAGE : compliance
        ? 'Some of your compliance evidence needs attention. Please sign in and update it.'
        : 'We would like to work with you. Please accept our invitation to join.',
      status: rng.weighted([[words.sent, 6], [words.opened, 3], [words.failed, 1]] as const),
      goals,
    };
  });
}

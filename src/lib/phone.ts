/**
 * The invite form's phone rule (spec 01 §5), shared by the form and the mock invite service so a
 * request that skips the form is refused the same way. A number may carry an international prefix
 * (+44), an area code in brackets, space, dot or dash separators and an extension (x12, ext 12,
 * ext. 12); it must hold 7 to 15 digits (E.164's longest is 15; the shortest local numbers have 7),
 * not counting the extension. "12" is not a number anyone can call.
 */
const NUMBER_SHAPE = /^(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d+(?:[ .-]?\d+)*$/;
const EXTENSION = /\s*(?:x|ext\.?|extension)\s*\d{1,6}$/i;
export const PHONE_DIGITS = { min: 7, max: 15 } as const;

/** Phone inputs hold at most 19 characters (spec 01 §9): longer input is refused, never cut. */
export const PHONE_MAX_LENGTH = 19;

export type PhoneProblem = 'tooLong' | 'format';

/** The service's words for each problem; the form shows the same English (invite.json). */
export const PHONE_RULE_MESSAGES: Record<PhoneProblem, string> = {
  format: 'Wrong number format',
  tooLong: `Enter ${PHONE_MAX_LENGTH} characters or fewer`,
};

/** What is wrong with a phone number as typed, or null when it is a plausible one. */
export function phoneProblem(value: string): PhoneProblem | null {
  const text = value.trim();
  if (text.length > PHONE_MAX_LENGTH) return 'tooLong';
  const number = text.replace(EXTENSION, '');
  if (!NUMBER_SHAPE.test(number)) return 'format';
  const digits = number.replace(/\D/g, '').length;
  return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max ? null : 'format';
}

export const isPhoneNumber = (value: string) => phoneProblem(value) === null;

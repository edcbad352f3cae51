/**
 * The invite form's phone pattern (spec 01 §5): an optional international prefix (+44), an
 * optional area code in brackets, digits with space, dot or dash separators, and an optional
 * extension (x123, ext 123, ext. 123). Shared by the form and the mock invite service.
 */
export const PHONE_PATTERN = /^(?:\+\d{1,3}[ .-]?)?(?:\(\d{1,5}\)[ .-]?)?\d{2,}(?:[ .-]?\d+)*(?:\s*(?:x|ext\.?)\s*\d{1,6})?$/i;

/** Phone inputs accept at most 19 characters (spec 01 §9). */
export const PHONE_MAX_LENGTH = 19;

export const isPhoneNumber = (value: string) => value.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value.trim());

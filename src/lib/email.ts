/**
 * One email rule for the invite form and the mock invite service, so what one accepts the other
 * does too. yup's own rule (the HTML one) accepts "a@b", which no mail server will deliver to:
 * the domain needs a dot and a top-level part of two or more characters. No spaces, one @,
 * at most 64 characters before it and 254 in all (RFC 5321's limits).
 */
const EMAIL = /^[^\s@]{1,64}@(?:[^\s@.]+\.)+[^\s@.\d]{2,}$/u;
const EMAIL_MAX_LENGTH = 254;

/** The service's words for a refused address; the form shows the same English (invite.json). */
export const EMAIL_RULE_MESSAGE = 'Invalid email';

export const isEmailAddress = (value: string): boolean => {
  const text = value.trim();
  return text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
};

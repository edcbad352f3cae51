import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email';
import { PHONE_MAX_LENGTH, phoneProblem } from './phone';

describe('phone rule', () => {
  it.each([
    ['a UK number', '020 7946 0958'],
    ['an international number', '+44 20 7946 0958'],
    ['brackets and an extension', '(020) 7946-0958 x12'],
    ['dots', '01632.960.123'],
    ['seven digits', '946 0958'],
    ['fifteen digits', '+123456789012345'],
    ['an extension written out', '7946 0958 ext. 12'],
  ])('accepts %s', (_case, value) => {
    expect(phoneProblem(value)).toBeNull();
  });

  it.each([
    ['two digits', '12'],
    ['six digits', '946 095'],
    ['sixteen digits', '+1234567890123456'],
    ['letters', 'call me'],
    ['an extension alone', 'ext 12'],
    ['two plus signs', '++44 20 7946'],
  ])('refuses %s as the wrong format', (_case, value) => {
    expect(phoneProblem(value)).toBe('format');
  });

  it(`refuses more than ${PHONE_MAX_LENGTH} characters as too long, never cutting them`, () => {
    expect(phoneProblem('020 7946 0958 ext 12')).toBe('tooLong');
  });
});

describe('email rule', () => {
  it.each(['dana@harbour-roofing.example', 'a.b+c@sub.example.co.uk', 'élodie@société.fr'])('accepts %s', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['a@b', 'a@b.c', 'dana.harbour', 'alex@', '@example.com', 'a b@example.com', 'a@@example.com', 'a@example..com', 'a@example.123', `${'x'.repeat(65)}@example.com`])(
    'refuses %s',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );
});

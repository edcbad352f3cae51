import { describe, expect, it } from 'vitest';
import { bootText, browserLanguage, signInFailedText } from './bootText';

describe('words shown before i18next starts', () => {
  it('follow the browser’s first supported language, else English', () => {
    expect(browserLanguage(['fr-BE', 'en-GB'])).toBe('fr');
    expect(browserLanguage(['de-DE', 'nl-NL'])).toBe('nl');
    expect(browserLanguage(['de-DE'])).toBe('en');
  });

  it('come from each language’s boot.json', () => {
    expect(bootText('en').loading).toBe('Loading…');
    expect(bootText('fr').loading).toBe('Chargement…');
    expect(bootText('es').signingIn).toBe('Iniciando sesión…');
    expect(signInFailedText('Login required', 'nl')).toBe('Aanmelden mislukt: Login required');
  });
});

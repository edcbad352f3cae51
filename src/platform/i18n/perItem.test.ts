import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { translatePerItem } from './perItem';

describe('translatePerItem', () => {
  it('fills the variable wherever the translation puts it', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'nl',
      resources: { nl: { translation: { select: '{{name}} selecteren', both: '{{name}} / {{name}}' } } },
      interpolation: { escapeValue: false },
    });
    expect(translatePerItem(i18n.t, 'select', 'name')('Bouw & Co')).toBe('Bouw & Co selecteren');
    expect(translatePerItem(i18n.t, 'both', 'name')('A')).toBe('A / A');
  });
});

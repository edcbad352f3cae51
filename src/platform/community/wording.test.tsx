import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { COMMUNITY_WORDING, companyNumberWordingFor, registrationField } from './wording';

describe('community wording', () => {
  it.each([
    ['GB', 'Companies House number'],
    ['FR', 'SIREN or SIRET'],
    ['BE', 'BCE'],
    ['ES', 'CIF'],
    ['IE', 'CRO number'],
  ] as const)('%s names its company identifier %s', async (code, label) => {
    const i18n = await createI18n('en');
    expect(i18n.t(COMMUNITY_WORDING[code].companyNumber)).toBe(label);
    expect(i18n.t(COMMUNITY_WORDING[code].vatNumber)).toBe('VAT number');
  });

  it('translates the wording into French', async () => {
    const i18n = await createI18n('fr');
    await i18n.loadNamespaces('common');
    expect(i18n.t(COMMUNITY_WORDING.FR.vatNumber)).toBe('Numéro de TVA');
  });

  it('shows registrationNumber for GB and companyHouseNumber elsewhere', () => {
    expect(registrationField('GB')).toBe('registrationNumber');
    expect(registrationField('FR')).toBe('companyHouseNumber');
    expect(registrationField('IE')).toBe('companyHouseNumber');
  });

  it("names a supplier's number by the supplier's country, and neutrally for any other", async () => {
    const i18n = await createI18n('fr');
    await i18n.loadNamespaces('common');
    expect(i18n.t(companyNumberWordingFor('GB'))).toBe('Numéro Companies House');
    expect(i18n.t(companyNumberWordingFor('FR'))).toBe('SIREN ou SIRET');
    expect(i18n.t(companyNumberWordingFor('DE'))).toBe("Numéro d'entreprise");
    expect(i18n.t(companyNumberWordingFor(null))).toBe("Numéro d'entreprise");
  });
});

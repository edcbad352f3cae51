import { describe, expect, it } from 'vitest';
import type { FacetsResponse, SearchResultsResponse } from '@/services/search/types';
import { storeSession } from '@/test/searchSessions';

/** Reference data comes in the language the call asks for, as from a real platform (issue 10 item 6). */
const get = (path: string, language?: string) =>
  fetch(`http://localhost/mock-api${path}`, {
    headers: { Authorization: 'Bearer mock-token:5001', ...(language ? { 'Accept-Language': language } : {}) },
  }).then((response) => response.json());

describe('reference data in the buyer’s language', () => {
  it('answers menu, sizes, segment types, stages, policies, reasons and levels in French', async () => {
    const fr = (path: string) => get(path, 'fr');
    expect((await fr('/claims/menu/5001')).items.map((i: { label: string }) => i.label)).toEqual([
      'Tableau de bord', 'Trouver des fournisseurs', "Chaîne d'approvisionnement", 'Rapports', 'Gestionnaire de téléchargements',
    ]);
    const facets = (await fr('/search/facets?orgUnitId=2001')) as FacetsResponse;
    expect(facets.companySizes.map((s) => s.name)).toEqual(['Micro-entreprise', 'Petite', 'Moyenne', 'Grande']);
    expect(facets.segments.flatMap((s) => s.customStages.map((stage) => stage.name))).toContain('Présélection');
    expect((await fr('/supplyChain/listgrouping/types')).map((t: { name: string }) => t.name)).toContain('Accord-cadre');
    expect((await fr('/supplyChain/segment-config')).newSegmentStages.map((s: { name: string }) => s.name)).toEqual([
      'Invité', 'Présélection', 'Fournisseur agréé',
    ]);
    expect((await fr('/policy/policy'))[0]).toMatchObject({ name: 'Sous-traitant standard', label: 'Sous-traitant standard' });
    expect((await fr('/onboarding/invitations/reason-codes')).at(-1)).toEqual({ reasonCodeId: 5, description: 'Autre' });
    expect((await fr('/onboarding/invitations/goals')).map((g: { goalName: string }) => g.goalName)).toEqual(['Bronze', 'Argent', 'Or', 'Platine']);
  });

  it('answers result rows with their company size and levels in the language asked', async () => {
    storeSession('lang-1');
    const rows = ((await get('/search/search/lang-1?page=1&pageSize=50', 'es')) as SearchResultsResponse).results;
    const sizes = new Set(rows.map((r) => r.companySize));
    expect([...sizes].every((size) => ['Microempresa', 'Pequeña', 'Mediana', 'Grande'].includes(size!))).toBe(true);
    expect(rows.flatMap((r) => r.goals.map((g) => g.goal))).not.toContain('Silver');
  });

  it('picks the preferred supported language of the header, and English otherwise', async () => {
    const sizes = async (language?: string) => ((await get('/search/facets', language)) as FacetsResponse).companySizes.map((s) => s.name);
    expect(await sizes('de-DE, nl;q=0.8, fr;q=0.5')).toEqual(['Micro-onderneming', 'Klein', 'Middelgroot', 'Groot']);
    expect(await sizes('de')).toEqual(['Micro', 'Small', 'Medium', 'Large']);
    expect(await sizes()).toEqual(['Micro', 'Small', 'Medium', 'Large']);
  });

  it('answers custom-field sections in the language of their languageId', async () => {
    const sections = await get('/udf/organisation/sections?includeChildren=true&sortBy=sortOrder&page=1&pageSize=999999&languageId=4', 'fr');
    expect(sections.items[0].title).toBe('Leveranciersbeheer');
    expect(sections.items[0].items[0]).toMatchObject({ title: 'Accountmanager', sectionTitle: 'Leveranciersbeheer' });
    expect(sections.items[0].items.find((i: { id: number }) => i.id === 106).items.map((o: { title: string }) => o.title)).toEqual([
      'Laag', 'Gemiddeld', 'Hoog',
    ]);
  });
});

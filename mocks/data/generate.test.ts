import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS, getGeography, haversine, locationKey } from './geo';
import { AWKWARD_SUPPLIERS, generateNetwork, networkSteps } from './generate';
import { belgianCheck, cifControl, frenchVatKey, IDENTIFIER_PATTERNS, luhnValid } from './identifiers';
import { SEGMENT_TYPES, UDF_ITEMS } from './reference';
import { getTaxonomy } from './taxonomy';

describe('generateNetwork', () => {
  const network = generateNetwork({ seed: 7, size: 600 });

  it('is deterministic: the same seed gives the same network', () => {
    expect(JSON.stringify(generateNetwork({ seed: 7, size: 600 }))).toBe(JSON.stringify(network));
  });

  it('generates the same network in resumable steps as in one go, pausing after its set-up, every few suppliers and before the buyers', () => {
    const steps = networkSteps({ seed: 7, size: 600 }, 50);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBe(1 + (600 / 50 - 1) + 1);
    expect(JSON.stringify(step.value)).toBe(JSON.stringify(network));
  });

  it('differs with another seed', () => {
    const other = generateNetwork({ seed: 8, size: 600 });
    const names = (n: typeof network) => n.suppliers.slice(AWKWARD_SUPPLIERS.length).map((s) => s.dto.name);
    expect(names(other)).not.toEqual(names(network));
  });

  it('generates 50,000 suppliers', () => {
    const big = generateNetwork({ size: 50_000 });
    expect(big.suppliers).toHaveLength(50_000);
    expect(new Set(big.suppliers.map((s) => s.dto.entityID)).size).toBe(50_000);
    expect(new Set(big.suppliers.map((s) => s.dto.countryCode))).toEqual(new Set(['GB', 'IE', 'FR', 'BE', 'ES']));
  });

  it('uses each country’s identifier formats and check digits', () => {
    for (const { dto } of network.suppliers) {
      const pattern = IDENTIFIER_PATTERNS[dto.countryCode as keyof typeof IDENTIFIER_PATTERNS];
      expect(dto.companyHouseNumber).toMatch(pattern.companyHouseNumber);
      if (dto.vatNumber) expect(dto.vatNumber).toMatch(pattern.vatNumber);
      if (dto.countryCode === 'GB') expect(dto.companyHouseNumber).toHaveLength(8);
      if (dto.countryCode === 'FR') {
        expect(luhnValid(dto.companyHouseNumber)).toBe(true);
        expect(dto.registrationNumber).toMatch(/^\d{14}$/);
        expect(dto.registrationNumber.startsWith(dto.companyHouseNumber)).toBe(true);
        expect(luhnValid(dto.registrationNumber)).toBe(true);
        if (dto.vatNumber) expect(dto.vatNumber.slice(2, 4)).toBe(frenchVatKey(dto.companyHouseNumber));
      }
      if (dto.countryCode === 'BE') expect(dto.companyHouseNumber.slice(8)).toBe(belgianCheck(dto.companyHouseNumber.slice(0, 8)));
      if (dto.countryCode === 'ES') expect(dto.companyHouseNumber[8]).toBe(cifControl(dto.companyHouseNumber.slice(1, 8)));
    }
  });

  it('includes awkward but real data', () => {
    const names = network.suppliers.map((s) => s.dto.name);
    expect(names).toContain("O'Brien & Sons Civil Engineering Ltd");
    expect(names).toContain('Société Générale de Bâtiment');
    expect(names).toContain('Construcciones Núñez y Hermanos, S.L.');
    expect(names.some((n) => n.startsWith('='))).toBe(true);
    expect(names.some((n) => n.startsWith('+'))).toBe(true);
    expect(Math.max(...names.map((n) => n.length))).toBeGreaterThan(120);
    expect(network.suppliers.some((s) => s.dto.contactName === null && s.dto.contactEmail === null)).toBe(true);
    expect(network.suppliers.some((s) => s.dto.offices.length > 0 && !s.dto.offices.some((o) => o.headOffice))).toBe(true);
    expect(network.suppliers.some((s) => s.dto.offices.length === 0)).toBe(true);
  });

  it('gives every supplier categories with notation amounts from the taxonomy', () => {
    const { leafById } = getTaxonomy();
    for (const s of network.suppliers) {
      expect(s.categories.length).toBeGreaterThan(0);
      for (const c of s.categories) {
        expect(leafById.get(c.id)?.canonicalId).toBe(c.id);
        expect(c.amount).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('has the personas’ organisation with three units, supply chains and segments of every type with members', () => {
    const org = network.organisations.find((o) => o.accountId === 1001)!;
    expect(org.unitIds).toEqual([2001, 2002, 2003]);
    for (const id of [5001, 5002, 5003, 5004, 5005, 5006, 5007]) {
      expect(network.users.find((u) => u.userAccountId === id)?.unitIds).toEqual([2001, 2002, 2003]);
    }
    const orgSegments = network.segments.filter((s) => org.unitIds.includes(s.orgUnitAccountId));
    expect(new Set(orgSegments.map((s) => s.listGroupingTypeId))).toEqual(new Set(SEGMENT_TYPES.slice(0, 8).map((t) => t.id)));
    for (const segment of orgSegments) {
      const members = network.members.filter((m) => m.segmentId === segment.id);
      expect(members.length).toBeGreaterThan(0);
      expect(members.every((m) => segment.stages.some((s) => s.id === m.stageId))).toBe(true);
    }
    expect(new Set(network.members.map((m) => m.status))).toEqual(new Set(['Approved', 'Not Approved']));
  });

  it('holds custom-field values of every item type and NB- references for the buyer', () => {
    const values = Object.values(network.udfValues[1001]).flat();
    expect(new Set(values.map((v) => v.itemId))).toEqual(new Set(UDF_ITEMS.map((i) => i.id)));
    expect(Object.values(network.references[1001])).toContain('NB-00001');
    expect(Object.values(network.references[1001]).every((r) => /^NB-\d{5}$/.test(r))).toBe(true);
  });
});

describe('geography', () => {
  const geography = getGeography();

  it('places outcodes near their town and full postcodes near their outcode', () => {
    for (const [town, outcodes] of geography.outcodesOf) {
      const place = geography.placeLocality.get(town)!;
      for (const out of outcodes) {
        expect(haversine(place.geoLocation.lat, place.geoLocation.lon, out.geoLocation.lat, out.geoLocation.lon, EARTH_RADIUS.km)).toBeLessThan(5);
      }
    }
    for (const postcodes of geography.postcodesOf.values()) {
      for (const pc of postcodes) {
        const outcode = geography.byKey.get(locationKey(pc.country, 'outcode', pc.value.split(' ')[0]))!;
        expect(pc.value).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[ABD-HJLNP-UW-Z]{2}$/);
        expect(haversine(outcode.geoLocation.lat, outcode.geoLocation.lon, pc.geoLocation.lat, pc.geoLocation.lon, EARTH_RADIUS.km)).toBeLessThan(1.5);
      }
    }
  });

  it('puts a county inside its NUTS region and country', () => {
    const leeds = geography.byKey.get(locationKey('GB', 'postcode', geography.postcodesOf.get('GB|Leeds')![0].value))!;
    expect(leeds.keys).toEqual(
      expect.arrayContaining(['GB|place|leeds', 'GB|nuts3|west yorkshire', 'GB|nuts1|yorkshire and the humber', 'GB|country|united kingdom']),
    );
    const lyon = geography.byKey.get('FR|place|lyon')!;
    expect(lyon.translatedLocation.parentList).toEqual(['Lyon', 'Rhône', 'Auvergne-Rhône-Alpes', 'France']);
  });

  it('has real coordinates for real towns', () => {
    const leeds = geography.byKey.get('GB|place|leeds')!.geoLocation;
    const madrid = geography.byKey.get('ES|place|madrid')!.geoLocation;
    expect(leeds.lat).toBeCloseTo(53.8, 1);
    expect(leeds.lon).toBeCloseTo(-1.55, 1);
    expect(madrid.lat).toBeCloseTo(40.42, 1);
    expect(haversine(leeds.lat, leeds.lon, madrid.lat, madrid.lon, EARTH_RADIUS.km)).toBeCloseTo(1497, -1);
  });
});

import { describe, expect, it } from 'vitest';
import { classifyExpiry, daysUntil } from '@/lib/expiry';
import { AWKWARD_COMPLIANCE_IDS } from './awkwardCompliance';
import { covidRequirementsOf } from './covid';
import { getTaxonomy } from '../taxonomy';
import { workCategoriesOf } from './workCategories';

const TODAY = new Date(2026, 10, 24);

describe('mock work categories and COVID-19 answers (issue 16 item 9)', () => {
  it('are the same for the same supplier on the same day, and differ between suppliers', () => {
    expect(workCategoriesOf(100010, TODAY)).toEqual(workCategoriesOf(100010, TODAY));
    expect(workCategoriesOf(100010, TODAY)).not.toEqual(workCategoriesOf(100011, TODAY));
    expect(covidRequirementsOf(100010)).toEqual(covidRequirementsOf(100010));
  });

  it('every supplier with categories has an expired one and one due within 30 days', () => {
    for (const id of [100001, 100010, 100050, 104999]) {
      const classes = workCategoriesOf(id, TODAY).map((c) => daysUntil(c.expiryDate, TODAY));
      expect(classes.some((days) => classifyExpiry(days) === 'expired')).toBe(true);
      expect(classes.some((days) => days !== null && days >= 1 && days <= 30)).toBe(true);
    }
  });

  it('add the declared categories they lack after the generated ones, which stay as they were', () => {
    const generated = workCategoriesOf(100010, TODAY);
    const listedLeaf = getTaxonomy().canonicalLeaves.find((leaf) => leaf.name === generated[0].name)!;
    const unlisted = getTaxonomy().canonicalLeaves.filter((leaf) => !generated.some((c) => c.name === leaf.name)).slice(0, 2);
    const withDeclared = workCategoriesOf(100010, TODAY, [listedLeaf.id, ...unlisted.map((leaf) => leaf.id), unlisted[0].id]);
    expect(withDeclared.slice(0, generated.length)).toEqual(generated);
    expect(withDeclared.slice(generated.length).map((c) => [c.name, c.id])).toEqual(
      unlisted.map((leaf, i) => [leaf.name, 100010 * 1000 + generated.length + i + 1]),
    );
    expect(workCategoriesOf(AWKWARD_COMPLIANCE_IDS.noWorkCategories, TODAY, [unlisted[0].id])).toEqual([]);
  });

  it('has the awkward suppliers: 500 categories with unique ids, none, and no COVID answers', () => {
    const many = workCategoriesOf(AWKWARD_COMPLIANCE_IDS.manyWorkCategories, TODAY);
    expect(many).toHaveLength(500);
    expect(new Set(many.map((c) => c.id)).size).toBe(500);
    expect(workCategoriesOf(AWKWARD_COMPLIANCE_IDS.noWorkCategories, TODAY)).toEqual([]);
    expect(covidRequirementsOf(AWKWARD_COMPLIANCE_IDS.noCovidAnswers)).toEqual([]);
    expect(covidRequirementsOf(100010)[0].questions.length).toBeGreaterThan(0);
  });
});

import type { DirectorDto } from '@/services/analytics/riskTypes';
import type { SortDescriptor } from '@/ui';

export const DEFAULT_DIRECTORS_SORT: SortDescriptor = { column: 'name', direction: 'ascending' };

/** Directors by name (in the buyer's language's collation) or by companies related; ties by name. */
export function sortDirectors(directors: DirectorDto[], sort: SortDescriptor, language: string): (DirectorDto & { id: string })[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return directors
    .map((d, i) => ({ ...d, id: `${d.number}-${i}` }))
    .sort((a, b) => {
      const byName = collator.compare(a.name, b.name);
      if (sort.column === 'companies') return sign * (a.totalCompanies - b.totalCompanies) || byName;
      return sign * byName;
    });
}

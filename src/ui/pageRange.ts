export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * Page buttons to show: always first and last, a window around the current page, and ellipses
 * for gaps, so the control stays the same width at page 1 or page 500.
 */
export function pageRange(page: number, totalPages: number, maxButtons = 7): PageItem[] {
  if (totalPages <= maxButtons) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const inner = maxButtons - 2; // slots between first and last
  let start = Math.max(2, page - Math.floor((inner - 1) / 2));
  let end = start + inner - 1;
  if (end >= totalPages) {
    end = totalPages - 1;
    start = end - inner + 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) {
    start += 1; // the ellipsis takes a slot
    items.push('ellipsis-start');
  }
  const showEndEllipsis = end < totalPages - 1;
  if (showEndEllipsis) end -= 1;
  for (let p = start; p <= end; p += 1) items.push(p);
  if (showEndEllipsis) items.push('ellipsis-end');
  items.push(totalPages);
  return items;
}

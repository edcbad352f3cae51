import { useCallback, useEffect, useRef } from 'react';
import type { SavedSearchDto } from '@/services/search/savedSearchesTypes';

const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where keyboard focus goes once a deleted saved search has left the list (its Delete button, the
 * dialog's opener, is gone with it, and focus would fall back to the page): the card that took its
 * place, else the one before it (it was the last), else the list's heading (the list is empty).
 *
 * In a card, its first control: where Tab enters the card, so Tab then walks all of it in order;
 * every control's name carries the search's name, so a screen reader says which search is now
 * there; and it is never that card's Delete, which one more Enter would ask to delete next.
 */
export function useFocusAfterDelete({ items, page, totalCount }: { items: SavedSearchDto[] | null; page: number; totalCount: number }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const deleted = useRef<{ id: number; index: number; page: number } | null>(null);

  const onDeleted = useCallback(
    (id: number) => {
      if (deleted.current?.id !== id) deleted.current = { id, index: items?.findIndex((s) => s.id === id) ?? 0, page };
    },
    [items, page],
  );

  useEffect(() => {
    const gone = deleted.current;
    // Until the list has been read again without it (an emptied page first moves back a page).
    if (!gone || items === null || items.some((s) => s.id === gone.id) || (items.length === 0 && totalCount > 0)) return;
    deleted.current = null;
    const at = page < gone.page ? items.length - 1 : Math.min(gone.index, items.length - 1);
    const card = at >= 0 ? listRef.current?.children.item(at) : null;
    (card?.querySelector<HTMLElement>(CONTROLS) ?? headingRef.current)?.focus();
  }, [items, page, totalCount]);

  return { headingRef, listRef, onDeleted };
}

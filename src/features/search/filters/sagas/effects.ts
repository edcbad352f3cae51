import { groupAnchorId, type FilterGroupKey } from '../model/groups';

/** Brings the first missing group into view and moves focus to it, so keyboard users land there too. */
export function scrollToGroup(group: FilterGroupKey) {
  const section = document.getElementById(groupAnchorId(group));
  section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  section?.querySelector<HTMLElement>('[slot="trigger"], button')?.focus({ preventScroll: true });
}

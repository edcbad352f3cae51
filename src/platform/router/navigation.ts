/**
 * Navigation for code outside React (sagas). The app registers the router's navigate function
 * at start-up; tests register the memory router's. Paths are relative to the /findsuppliers base.
 */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigator = (path: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export function registerNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(path: string, options?: NavigateOptions): void {
  if (!navigator) throw new Error('navigateTo() called before the router registered a navigator');
  navigator(path, options);
}

let readPathname: () => string | null = () => null;

/** The router's current path (below the base), for sagas that act only on some pages. */
export function registerPathname(read: (() => string) | null): void {
  readPathname = read ?? (() => null);
}

export const currentPathname = (): string | null => readPathname();

import { isValidElement, type ReactNode } from 'react';
import type { LazyScreen } from '@/platform/async';
import { matchRoutes, type RouteObject } from '@/platform/router';

const isLazyScreen = (type: unknown): type is LazyScreen =>
  typeof type === 'function' && 'preload' in type && 'loaded' in type;

/** The lazy screens an element renders: itself, and those it wraps (a guard around its screen). */
function lazyScreensIn(node: ReactNode): LazyScreen[] {
  if (Array.isArray(node)) return node.flatMap(lazyScreensIn);
  if (!isValidElement(node)) return [];
  const own = isLazyScreen(node.type) ? [node.type] : [];
  return [...own, ...lazyScreensIn((node.props as { children?: ReactNode }).children)];
}

/**
 * Every lazy screen the routes matching `pathname` render, outermost first (a layout, then the page
 * in its outlet): read from the route tree itself, so a new route needs nothing added here.
 */
export function lazyScreensAt(routes: RouteObject[], pathname: string): LazyScreen[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => lazyScreensIn(route.element));
}

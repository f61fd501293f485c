// React.lazy for a part a page draws only once a request has answered: its code is asked for as soon as the page's first scripts run in the browser, not when the part is first drawn.
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * `load` (an `import()` of the part's module, picking the component) runs at once in the browser,
 * so the part's chunk downloads beside hydration and the request it waits for; React.lazy then
 * takes the same import, already under way or done. On the server nothing is asked for: the part
 * is never in the prerendered HTML. A failed early request is left to the draw to report.
 * React.lazy rather than next/dynamic, whose loader would be in the page's first scripts.
 */
export function lazyAtOnce<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  if (typeof window !== 'undefined') load().catch(() => undefined);
  return lazy(() => load().then((component) => ({ default: component })));
}

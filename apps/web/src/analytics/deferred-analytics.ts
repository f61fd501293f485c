// The analytics session and the funnel events up to the summary without their code in the page's first scripts: calls wait, in their order, until the page is idle (at most 5 s) or the visitor first presses a key or the pointer, then the code loads and runs them.
// Nothing is dropped on the way: the data layer gets every event (GTM reads what was pushed before it loaded), only later; the Consent Mode defaults still come first from the inline consent script.
import { afterIdleOrInteraction } from '@/client/when-idle';

type Runtime = typeof import('./analytics-runtime');

let runtime: Promise<Runtime> | null = null;

/** The analytics' code, loaded once the page is idle or the visitor has interacted. */
function loadAnalytics(): Promise<Runtime> {
  runtime ??= afterIdleOrInteraction().then(() => import('./analytics-runtime'));
  const loading = runtime;
  loading.catch(() => {
    // Offline or a deploy in between: the next call tries again.
    if (runtime === loading) runtime = null;
  });
  return loading;
}

/** Runs the task with the analytics' code once it has loaded; tasks run in the order they came. */
export function withAnalytics(task: (analytics: Runtime) => void): void {
  // A task whose code could not be loaded is lost.
  loadAnalytics().then(task, () => undefined);
}

type Input<Name extends keyof Runtime> = Runtime[Name] extends (input: infer I) => void ? I : never;

export function trackCheckupsViewed(input: Input<'trackCheckupsViewed'>): void {
  withAnalytics((analytics) => analytics.trackCheckupsViewed(input));
}

export function trackAddonsChosen(input: Input<'trackAddonsChosen'>): void {
  withAnalytics((analytics) => analytics.trackAddonsChosen(input));
}

export function trackLocationChosen(input: Input<'trackLocationChosen'>): void {
  withAnalytics((analytics) => analytics.trackLocationChosen(input));
}

export function trackSlotChosen(input: Input<'trackSlotChosen'>): void {
  withAnalytics((analytics) => analytics.trackSlotChosen(input));
}

export function trackSummaryViewed(input: Input<'trackSummaryViewed'>): void {
  withAnalytics((analytics) => analytics.trackSummaryViewed(input));
}

/** Settles once the event is in the data layer (the caller waits for it before leaving the page); fails when its code cannot load. */
export function trackDetailsEntered(input: Input<'trackDetailsEntered'>): Promise<void> {
  return loadAnalytics().then((analytics) => analytics.trackDetailsEntered(input));
}

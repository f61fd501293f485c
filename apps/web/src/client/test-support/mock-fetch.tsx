// Tests only. Shared by the steps' and the manage page's component tests: the page's providers around a component, and a fetch stand-in answering by route.
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ErrorModalProvider } from '@/client/error-modal/error-modal';
import { MESSAGE_DEFAULTS } from '@/content/message-defaults';
import { IntlLocaleProvider } from '@/ui/locale/intl-locale';
import { UiCopyProvider } from '@/ui/ui-copy/ui-copy';

/** The locale, copy (the test's own over the seed's English, as the server fills it) and error modal of a page, and an SWR cache of the test's own. */
export function Providers({
  children,
  copy,
  locale = 'en-CH',
}: {
  children: ReactNode;
  copy: Record<string, string>;
  locale?: string;
}) {
  return (
    <IntlLocaleProvider locale={locale}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <UiCopyProvider copy={{ ...MESSAGE_DEFAULTS, ...copy }} locale={locale}>
          <ErrorModalProvider>{children}</ErrorModalProvider>
        </UiCopyProvider>
      </SWRConfig>
    </IntlLocaleProvider>
  );
}

export type RouteAnswer = { status?: number; body: unknown };
type Handler = (url: URL, init: RequestInit | undefined) => RouteAnswer | Promise<RouteAnswer>;

function structuredCloneJson(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body));
}

/** Installs a fetch that answers each path with its handler; every call is recorded. */
export function mockFetch(routes: Record<string, Handler>) {
  const calls: { url: URL; init: RequestInit | undefined }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push({ url, init });
    const handler = routes[url.pathname];
    const answer = handler
      ? await handler(url, init)
      : { status: 404, body: { error: 'not-found' } };
    const status = answer.status ?? 200;
    // jsdom has no fetch Response; our clients read only these three.
    const response: Pick<Response, 'ok' | 'status' | 'json'> = {
      ok: status >= 200 && status < 300,
      status,
      json: async () => structuredCloneJson(answer.body),
    };
    return response as Response;
  });
  global.fetch = fetchMock as typeof fetch;
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.url.pathname === path),
  };
}

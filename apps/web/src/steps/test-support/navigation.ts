// Tests only. A stand-in for next/navigation in component tests: the address is jsdom's, router calls are recorded.
export const router = {
  push: jest.fn(),
  replace: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  refresh: jest.fn(),
  prefetch: jest.fn(),
};

export const navigation = {
  useRouter: () => router,
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
  useParams: () => ({ locale: window.location.pathname.split('/')[1] }),
  redirect: jest.fn(),
  notFound: jest.fn(),
};

export function resetNavigation(url: string): void {
  for (const fn of Object.values(router)) fn.mockReset();
  window.history.replaceState(null, '', url);
}

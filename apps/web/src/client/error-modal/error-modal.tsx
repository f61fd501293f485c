'use client';
// The error modal's provider: showError(id) from anywhere on the page opens the dialog; closing it may lead to an accept route.
import { useRouter } from 'next/navigation';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { whenLoadedAndIdle } from '../when-idle';
import { acceptRouteHref } from './accept-route';

// The dialog (react-aria's modal, focus trap and scroll lock) is not in the page's first scripts.
// It is fetched once the page has loaded and is idle (not beside the chunks the page waits on),
// not when the first error comes: an error often means the network is failing, and then the
// dialog's own code could no longer be fetched.
const loadErrorDialog = () => import('./error-dialog');
const ErrorModal = lazy(() => loadErrorDialog().then((module) => ({ default: module.ErrorModal })));

/** Where closing the modal leads: another route (the query kept), or this page loaded afresh. */
export type AcceptRoute = string | { reload: true } | null;

interface OpenError {
  errorId: string;
  acceptRoute: AcceptRoute;
}

export interface ErrorModalControl {
  /**
   * Opens the modal with an error id; closing it then leads to `acceptRoute`, keeping the query,
   * or reloads the page (`{reload: true}`: content it shows has changed on the server).
   */
  showError(errorId: string, acceptRoute?: AcceptRoute): void;
}

const ErrorModalContext = createContext<ErrorModalControl>({
  showError: () => {
    throw new Error('showError needs an ErrorModalProvider above it');
  },
});

export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [open, setOpen] = useState<OpenError | null>(null);
  // Once shown the dialog stays mounted, so closing it can fade out as it came in.
  const [everShown, setEverShown] = useState(false);
  useEffect(
    () =>
      whenLoadedAndIdle(() => {
        // A failed prefetch is tried again when an error is shown.
        loadErrorDialog().catch(() => undefined);
      }),
    [],
  );
  const showError = useCallback((errorId: string, acceptRoute: AcceptRoute = null) => {
    setOpen({ errorId, acceptRoute });
    setEverShown(true);
  }, []);
  const close = useCallback(() => {
    const route = open?.acceptRoute ?? null;
    setOpen(null);
    if (typeof route === 'string') router.push(acceptRouteHref(route, window.location.search));
    else if (route !== null) window.location.reload();
  }, [open, router]);
  const control = useMemo(() => ({ showError }), [showError]);
  return (
    <ErrorModalContext.Provider value={control}>
      {children}
      {everShown ? (
        <Suspense fallback={null}>
          <ErrorModal errorId={open?.errorId ?? null} onClose={close} />
        </Suspense>
      ) : null}
    </ErrorModalContext.Provider>
  );
}

export function useErrorModal(): ErrorModalControl {
  return useContext(ErrorModalContext);
}

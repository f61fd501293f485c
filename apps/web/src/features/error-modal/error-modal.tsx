'use client';
// The error modal: a title, the message of an error id in the page's language, one button; closing may lead to an accept route.
import { useRouter } from 'next/navigation';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { Button } from '@/ui/button/button';
import { Modal } from '@/ui/modal/modal';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import { acceptRouteHref } from './accept-route';

export interface ErrorModalProps {
  /** An error id of the catalogue or a message id; an unknown id is shown as given. Null: closed. */
  errorId: string | null;
  onClose: () => void;
}

export function ErrorModal({ errorId, onClose }: ErrorModalProps) {
  const copy = useUiCopy();
  return (
    <Modal
      isOpen={errorId !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={copy.text('errors.title', 'Something went wrong')}
      role="alertdialog"
      size="s"
      showCloseButton={false}
      footer={(close) => (
        <Button variant="primary" size="l" onPress={close} autoFocus>
          {copy.text('errors.button', 'OK')}
        </Button>
      )}
    >
      <p data-error-id={errorId ?? undefined}>{errorId === null ? null : copy.message(errorId)}</p>
    </Modal>
  );
}

interface OpenError {
  errorId: string;
  acceptRoute: string | null;
}

export interface ErrorModalControl {
  /** Opens the modal with an error id; closing it then leads to `acceptRoute`, keeping the query. */
  showError(errorId: string, acceptRoute?: string | null): void;
}

const ErrorModalContext = createContext<ErrorModalControl>({
  showError: () => {
    throw new Error('showError needs an ErrorModalProvider above it');
  },
});

export function ErrorModalProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const [open, setOpen] = useState<OpenError | null>(null);
  const showError = useCallback((errorId: string, acceptRoute: string | null = null) => {
    setOpen({ errorId, acceptRoute });
  }, []);
  const close = useCallback(() => {
    const route = open?.acceptRoute ?? null;
    setOpen(null);
    if (route !== null) router.push(acceptRouteHref(route, window.location.search));
  }, [open, router]);
  const control = useMemo(() => ({ showError }), [showError]);
  return (
    <ErrorModalContext.Provider value={control}>
      {children}
      <ErrorModal errorId={open?.errorId ?? null} onClose={close} />
    </ErrorModalContext.Provider>
  );
}

export function useErrorModal(): ErrorModalControl {
  return useContext(ErrorModalContext);
}

'use client';
// The modal dialog for a page that seldom opens one: its code (react-aria's modal, focus trap and
// scroll lock) is fetched when it is first opened, or earlier when preloadModal is called, and is
// not in the page's first scripts.
import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal';

const loadModal = () => import('./modal');
const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })));

/** Starts fetching the dialog's code, e.g. when a pointer or the focus reaches the button that opens it. */
export function preloadModal(): void {
  // A failed prefetch is no error: opening the dialog fetches it again.
  loadModal().catch(() => undefined);
}

/** Modal with the same props, controlled (`isOpen`); nothing is rendered before its first opening. */
export function LazyModal(props: ModalProps) {
  // Once opened it stays mounted, so closing can fade out as it came in.
  const [everOpen, setEverOpen] = useState(false);
  if (props.isOpen && !everOpen) setEverOpen(true);
  if (!everOpen && !props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}

'use client';
// Hands the page's UI copy (read on the server) to client widgets; nested providers add keys to their parent's and keep its locale.
import { createContext, type ReactNode, use, useContext, useMemo } from 'react';
import {
  copyReader,
  isMessageFormatLoaded,
  loadMessageFormat,
  needsMessageFormat,
  type UiCopy,
  type UiCopyReader,
} from '../copy';

interface CopyContext {
  copy: UiCopy;
  /** The page's locale (de-ch), for plurals, numbers and dates. */
  locale: string;
}

const UiCopyContext = createContext<CopyContext>({ copy: {}, locale: 'en-ch' });

export function UiCopyProvider({
  copy,
  locale,
  children,
}: {
  copy: UiCopy;
  /** Set by the page's outermost provider; nested ones keep their parent's. */
  locale?: string;
  children: ReactNode;
}) {
  const parent = useContext(UiCopyContext);
  const needsLibrary = useMemo(() => needsMessageFormat(Object.values(copy)), [copy]);
  // Plain texts ({name} only) format without intl-messageformat; a page whose copy has a plural,
  // number or date waits for its chunk (hydration keeps the server's HTML meanwhile).
  if (needsLibrary && !isMessageFormatLoaded()) use(loadMessageFormat());
  const merged = useMemo(
    () => ({ copy: { ...parent.copy, ...copy }, locale: locale ?? parent.locale }),
    [parent, copy, locale],
  );
  return <UiCopyContext.Provider value={merged}>{children}</UiCopyContext.Provider>;
}

export type { UiCopyReader };

export function useUiCopy(): UiCopyReader {
  const { copy, locale } = useContext(UiCopyContext);
  return useMemo(() => copyReader(copy, locale), [copy, locale]);
}

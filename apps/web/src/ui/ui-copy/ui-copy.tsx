'use client';
// Hands the page's UI copy (read on the server) to client widgets; nested providers add keys to their parent's.
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { messageOf, textOf, type UiCopy } from '../copy';

const UiCopyContext = createContext<UiCopy>({});

export function UiCopyProvider({ copy, children }: { copy: UiCopy; children: ReactNode }) {
  const parent = useContext(UiCopyContext);
  const merged = useMemo(() => ({ ...parent, ...copy }), [parent, copy]);
  return <UiCopyContext.Provider value={merged}>{children}</UiCopyContext.Provider>;
}

export interface UiCopyReader {
  /** The text of a key, or the fallback. */
  text(key: string, fallback: string): string;
  /** The message of an error or message id; an unknown id as given. */
  message(id: string): string;
}

export function useUiCopy(): UiCopyReader {
  const copy = useContext(UiCopyContext);
  return useMemo(
    () => ({
      text: (key, fallback) => textOf(copy, key, fallback),
      message: (id) => messageOf(copy, id),
    }),
    [copy],
  );
}

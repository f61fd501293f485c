'use client';
// The island that hands the address's query to the cart: it suspends while Next.js prerenders a step, and reports after hydration and every navigation.
import { useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Reads the address for the cart. The step pages are prerendered, so their HTML knows no query:
 * this island suspends while Next.js prerenders (useSearchParams), and in the browser it hands
 * the address to the cart after hydration and after every navigation.
 */
export function AddressReader({ onRead }: { onRead: (search: string) => void }) {
  const search = useSearchParams().toString();
  useEffect(() => onRead(search), [search, onRead]);
  return null;
}

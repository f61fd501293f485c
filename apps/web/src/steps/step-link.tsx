'use client';
// Links between the booking steps: a plain <a> (followed by the browser before the scripts have loaded), taken over by the app's router once hydrated.
// Not next/link: without its prefetch (every step is rendered on demand, so prefetching fetched little ahead and cost main-thread time) it did nothing more here, and its code was about 4 KB gzipped of every step's first scripts.
import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { isPlainClick } from './frame/booking-links';

export interface StepLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export function StepLink({ href, onClick, ...rest }: StepLinkProps) {
  const router = useRouter();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A click for a new tab or window, or one a handler took, is left to the browser.
    if (event.defaultPrevented || !isPlainClick(event)) return;
    if (rest.target !== undefined && rest.target !== '_self') return;
    event.preventDefault();
    router.push(href);
  };
  return <a {...rest} href={href} onClick={follow} />;
}

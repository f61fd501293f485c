// Tests only. A stand-in for next/link in component tests: a plain anchor (Next.js's router is not mounted there); `prefetch` is Next.js's own and not an attribute.
import type { ReactNode } from 'react';

export default function LinkStandIn({
  href,
  children,
  prefetch: _prefetch,
  ...rest
}: {
  href: string;
  children: ReactNode;
  prefetch?: boolean | null;
}) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

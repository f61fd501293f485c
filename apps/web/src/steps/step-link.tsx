// Links between the booking steps, without Next.js's prefetch: every step is rendered on demand (its address and the session decide it), so prefetching fetched little ahead and cost the page main-thread time while it loaded (a dozen requests on the summary).
import Link from 'next/link';
import type { ComponentProps } from 'react';

export function StepLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...props} />;
}

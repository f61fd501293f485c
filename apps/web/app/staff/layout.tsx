// The staff pages' own root layout (issue 40): English, out of search engines, and without the storefront's analytics.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@/ui/global.css';

export const metadata: Metadata = {
  title: { default: 'Nova staff', template: '%s · Nova staff' },
  robots: { index: false, follow: false },
  // No staff address (a clinic, a day) travels to another site as a Referer.
  referrer: 'same-origin',
};

export default function StaffLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

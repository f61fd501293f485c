// The dev clinic receiver's own root layout (there is no app/layout.tsx): an English page, kept out of search engines.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '@/ui/global.css';

export const metadata: Metadata = {
  title: 'Clinic webhook · Nova development',
  robots: { index: false, follow: false },
};

export default function ClinicWebhookLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

// Root layout of the internal design-system pages: English, the shared widgets, no booking layout.
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getUiCopy } from '@/content/catalogue';
import { PageProviders } from '@/features/page-providers';
import { pickCopy, WIDGET_COPY_PREFIXES } from '@/ui/copy';
import '@/ui/global.css';

export const metadata: Metadata = {
  title: { default: 'Design system · Nova', template: '%s · Nova design system' },
  robots: { index: false, follow: false },
};

export default async function DesignSystemLayout({ children }: { children: ReactNode }) {
  const copy = await getUiCopy('en-ch');
  return (
    <html lang="en">
      <body>
        <PageProviders
          locale="en-ch"
          copy={pickCopy(copy, WIDGET_COPY_PREFIXES)}
          idlePopupDelayMs={null}
        >
          {children}
        </PageProviders>
      </body>
    </html>
  );
}

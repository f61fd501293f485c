// /_design-system/icons: every icon of the set with its name.
import type { Metadata } from 'next';
import { IconGallery } from '@/features/design-system/icon-gallery';

export const metadata: Metadata = { title: 'Icons' };

export default function IconsPage() {
  return <IconGallery />;
}

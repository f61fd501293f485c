// A bare locale root leads to the first booking step.
import { redirect } from 'next/navigation';

export default async function LocaleRoot({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  redirect(`/${locale}/check-up`);
}

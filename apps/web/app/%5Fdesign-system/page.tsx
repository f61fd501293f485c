// /_design-system: every shared component in every variant and state, on one page.
import type { Metadata } from 'next';
import { DesignSystem } from '@/features/design-system/design-system';

export const metadata: Metadata = { title: 'Components' };

const DEFAULT_IDLE_SECONDS = 15;

/** `?idleSeconds=2` shortens the idle popup's wait on this page only (1 to 600 s). */
function idleDelayMs(value: string | string[] | undefined): number {
  const seconds = Number(Array.isArray(value) ? value[0] : value);
  const valid = Number.isInteger(seconds) && seconds >= 1 && seconds <= 600;
  return (valid ? seconds : DEFAULT_IDLE_SECONDS) * 1000;
}

export default async function DesignSystemPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { idleSeconds } = await searchParams;
  return <DesignSystem idleDelayMs={idleDelayMs(idleSeconds)} />;
}

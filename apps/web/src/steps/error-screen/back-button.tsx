'use client';
// "Go back": the previous page of this tab, or the home page when the tab has no history to go back to.
import { useRouter } from 'next/navigation';
import { Button } from '@/ui/button/button';

export function BackButton({ label, homeHref }: { label: string; homeHref: string }) {
  const router = useRouter();
  return (
    <Button
      variant="secondary"
      size="l"
      onPress={() => {
        if (window.history.length > 1) router.back();
        else router.push(homeHref);
      }}
    >
      {label}
    </Button>
  );
}

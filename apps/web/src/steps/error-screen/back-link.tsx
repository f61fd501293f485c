'use client';
// "Go back": the previous page of this tab, or the home page when the tab has no history to go back to.
// A link to the home page, so that without JavaScript (the server-drawn 404) it still leads somewhere.
import { useRouter } from 'next/navigation';
import { buttonClassName } from '@/ui/button/button-style';

export function BackLink({ label, homeHref }: { label: string; homeHref: string }) {
  const router = useRouter();
  return (
    <a
      href={homeHref}
      className={buttonClassName({ variant: 'secondary', size: 'l' })}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        if (window.history.length > 1) router.back();
        else router.push(homeHref);
      }}
    >
      {label}
    </a>
  );
}

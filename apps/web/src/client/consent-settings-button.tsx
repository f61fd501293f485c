'use client';
// The footer's way back to the cookie choice: shows the banner again with the stored choice.
import { openConsentSettings } from '@/analytics/consent-events';

export function ConsentSettingsButton({ className, label }: { className?: string; label: string }) {
  return (
    <button type="button" className={className} onClick={openConsentSettings}>
      {label}
    </button>
  );
}

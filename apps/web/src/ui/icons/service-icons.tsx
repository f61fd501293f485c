// Drawings of the service icons the content names (24 × 24, stroked with the current colour).
import type { ReactNode } from 'react';

export const SERVICE_ICONS = {
  mri: (
    <>
      <rect x="3" y="3.5" width="18" height="14" rx="7" />
      <circle cx="12" cy="10.5" r="3.5" />
      <path d="M2 20.5h20M8.5 17.5 7 20.5M15.5 17.5l1.5 3" />
    </>
  ),
  'blood-drop': (
    <>
      <path d="M12 3.5s-6 6.4-6 10.6a6 6 0 0 0 12 0C18 9.9 12 3.5 12 3.5z" />
      <path d="M9.5 14.5A2.5 2.5 0 0 0 12 17" />
    </>
  ),
  phone: (
    <path d="M5 4h3.5L10 8 8 9.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
  ),
  smartphone: (
    <>
      <rect x="6.5" y="2.5" width="11" height="19" rx="2.5" />
      <path d="M11 18.5h2" />
    </>
  ),
  document: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </>
  ),
  bone: (
    <path
      transform="rotate(-45 12 12)"
      d="M7 9.5h10a2.5 2.5 0 1 1 2.5 2.5 2.5 2.5 0 1 1-2.5 2.5H7A2.5 2.5 0 1 1 4.5 12 2.5 2.5 0 1 1 7 9.5z"
    />
  ),
  flask: (
    <>
      <path d="M9 3h6M10 3v6l-5.2 9a2 2 0 0 0 1.7 3h11a2 2 0 0 0 1.7-3L14 9V3" />
      <path d="M7.5 14.5h9" />
    </>
  ),
  body: (
    <>
      <circle cx="12" cy="4.5" r="2" />
      <path d="m5 8.5 7 1.5 7-1.5M12 10v5M9 21l3-6 3 6" />
    </>
  ),
  stethoscope: (
    <>
      <path d="M6 3.5H5a1 1 0 0 0-1 1V9a5 5 0 0 0 10 0V4.5a1 1 0 0 0-1-1h-1" />
      <path d="M9 14v1.5a5 5 0 0 0 10 0V13" />
      <circle cx="19" cy="11" r="2" />
    </>
  ),
  clipboard: (
    <>
      <rect x="5" y="4.5" width="14" height="17" rx="2" />
      <rect x="9" y="2.5" width="6" height="4" rx="1" />
      <path d="M9 12h6M9 16h4" />
    </>
  ),
  dna: (
    <>
      <path d="M7 3c0 4.5 10 4.5 10 9s-10 4.5-10 9M17 3c0 4.5-10 4.5-10 9s10 4.5 10 9" />
      <path d="M8 4.5h8M8.5 10.5h7M8.5 13.5h7M8 19.5h8" />
    </>
  ),
  breast: (
    <>
      <path d="M9.5 10.2C7.8 7.8 8.6 3 12 3s4.2 4.8 2.5 7.2L8 21" />
      <path d="m9.5 10.2 6.5 10.8" />
    </>
  ),
  brain: (
    <>
      <path d="M12 5.5A3 3 0 0 0 6.5 4 3 3 0 0 0 4 8.5a3.5 3.5 0 0 0 .5 6A3.5 3.5 0 0 0 9 19.5a3 3 0 0 0 3-1.5z" />
      <path d="M12 5.5A3 3 0 0 1 17.5 4 3 3 0 0 1 20 8.5a3.5 3.5 0 0 1-.5 6 3.5 3.5 0 0 1-4.5 5 3 3 0 0 1-3-1.5z" />
      <path d="M12 5.5V18M8 9.5a2 2 0 0 1 2 2M16 9.5a2 2 0 0 0-2 2" />
    </>
  ),
  lungs: (
    <>
      <path d="M12 3v8m0 0-3 2.5m3-2.5 3 2.5" />
      <path d="M8.5 7C6 7.5 3.5 12 3.5 17c0 2 1 3 2.5 3 2 0 4-1 4-3V8.5C10 7.5 9.3 6.9 8.5 7z" />
      <path d="M15.5 7c2.5.5 5 5 5 10 0 2-1 3-2.5 3-2 0-4-1-4-3V8.5c0-1 .7-1.6 1.5-1.5z" />
    </>
  ),
  heart: (
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.2a4.3 4.3 0 0 1 7.5 2.6C19.5 15.4 12 20 12 20z" />
  ),
} satisfies Record<string, ReactNode>;

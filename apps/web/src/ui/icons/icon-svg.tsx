// The SVG frame every icon is drawn in (24 × 24, stroked with the current colour); decorative unless given a title.
import type { CSSProperties, ReactNode } from 'react';

export interface IconFrameProps {
  /** Pixels; the icon scales with its stroke. */
  size?: number;
  /** Makes the icon meaningful to assistive technology; without it the icon is hidden from it. */
  title?: string;
  className?: string;
  style?: CSSProperties;
}

export function IconSvg({
  name,
  drawing,
  size = 24,
  title,
  className,
  style,
}: IconFrameProps & { name: string; drawing: ReactNode }) {
  const frame = {
    xmlns: 'http://www.w3.org/2000/svg',
    viewBox: '0 0 24 24',
    width: size,
    height: size,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.75,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    className,
    style,
    focusable: 'false',
    'data-icon': name,
  } as const;
  if (title === undefined) {
    return (
      <svg {...frame} aria-hidden="true">
        {drawing}
      </svg>
    );
  }
  return (
    <svg {...frame} role="img" aria-label={title}>
      <title>{title}</title>
      {drawing}
    </svg>
  );
}

// Cache tags of content reads, one per document type, so a Sanity webhook can expire exactly what changed.

export const CONTENT_TAGS = {
  checkup: 'content:checkup',
  service: 'content:service',
  tag: 'content:tag',
  location: 'content:location',
  discountCode: 'content:discountCode',
  uiCopy: 'content:uiCopy',
  siteSettings: 'content:siteSettings',
  consent: 'content:consent',
  legalPage: 'content:legalPage',
  preparation: 'content:preparation',
  screeningQuestion: 'content:screeningQuestion',
  staffMember: 'content:staffMember',
} as const;

export type ContentType = keyof typeof CONTENT_TAGS;
export type ContentTag = (typeof CONTENT_TAGS)[ContentType];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === 'string' && Object.hasOwn(CONTENT_TAGS, value);
}

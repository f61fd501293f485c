// A page's document title: what it shows, then the brand (the layout sets none, see app/[locale]/layout.tsx).

export function pageTitle(text: string, brandName: string): string {
  return `${text} · ${brandName}`;
}

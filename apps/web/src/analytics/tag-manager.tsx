// Google Tag Manager, loaded only when NEXT_PUBLIC_GTM_ID names a container; the data layer works without it.
// Google's own snippet as a plain inline script at the end of the body (after the consent defaults, which come first):
// it loads gtm.js asynchronously itself, and next/script's loader was about 1.5 KB gzipped of every page's first scripts.

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The configured container id, or null when none (or something that is not one) is set. */
export function gtmContainerId(
  value: string | undefined = process.env.NEXT_PUBLIC_GTM_ID,
): string | null {
  const id = value?.trim() ?? '';
  return CONTAINER_ID.test(id) ? id : null;
}

export function TagManager({ containerId = gtmContainerId() }: { containerId?: string | null }) {
  if (containerId === null) return null;
  // The id is checked against GTM's format above, so it can go into the inline script as it is.
  return (
    <script
      id="gtm"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: Google's snippet with a checked container id
      dangerouslySetInnerHTML={{
        __html: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${containerId}');`,
      }}
    />
  );
}

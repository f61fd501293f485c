'use client';
import styles from '@/client/booking-card.module.css';
// A pair booking's second person: a completion link of their own (the server's, its token in the fragment, never the reservation id), shown with a copy button to share it directly.
import { Button } from '@/ui/button/button';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';

export function PartnerShare({ href }: { href: string }) {
  const copy = useUiCopy();

  const copyLink = async () => {
    let copied = true;
    try {
      await navigator.clipboard.writeText(href);
    } catch {
      // Clipboard access can be refused (permissions, an old browser): the link is there to select.
      copied = false;
      document.getElementById('partner-link')?.focus();
    }
    // The toasts' queue (react-aria's) loads with the first press, not with the page.
    const { showToast } = await import('@/ui/toast/toast-queue');
    showToast(
      copied
        ? {
            message: copy.text('success.linkCopied'),
            variant: 'success',
            hideOkButton: true,
            durationSeconds: 3,
          }
        : { message: copy.text('success.copyFailed'), variant: 'danger' },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="partner-heading">
      <h2 id="partner-heading" className={styles.cardHeading}>
        {copy.text('success.partnerHeading')}
      </h2>
      <p className={styles.text}>
        {copy.text('success.partnerLink')} {copy.text('success.partnerShare')}
      </p>
      <div className={styles.share}>
        <label htmlFor="partner-link" className={styles.visuallyHidden}>
          {copy.text('success.partnerLinkLabel')}
        </label>
        <input
          id="partner-link"
          className={styles.link}
          value={href}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="primary" size="l" onPress={copyLink}>
          {copy.text('success.copyLink')}
        </Button>
      </div>
    </section>
  );
}

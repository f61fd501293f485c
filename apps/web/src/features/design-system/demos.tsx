'use client';
// The design-system page's interactive examples: modals in both variants, the error modal, toasts and the idle popup.
import { useState } from 'react';
import { useErrorModal } from '@/client/error-modal/error-modal';
import { Button } from '@/ui/button/button';
import { InfoBlock } from '@/ui/info-block/info-block';
import { MODAL_VARIANTS, Modal, type ModalVariant } from '@/ui/modal/modal';
import { showToast, TOAST_VARIANTS } from '@/ui/toast/toast-queue';
import { IdlePopup } from '../idle-popup/idle-popup';
import styles from './design-system.module.css';

/** One modal and the button that opens it; closing gives focus back to the button. */
function ModalExample({ variant }: { variant: ModalVariant }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant === 'dark' ? 'secondary' : 'primary'} onPress={() => setOpen(true)}>
        {`Open ${variant} modal`}
      </Button>
      <Modal
        variant={variant}
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="What happens at the check-up"
        footer={(close) => (
          <>
            <Button variant="ghost" onPress={close}>
              Not now
            </Button>
            <Button variant="guiding" iconEnd="chevron" onPress={close}>
              Continue
            </Button>
          </>
        )}
      >
        <p>
          Your scan takes about 90 minutes. Please arrive 15 minutes early and bring an identity
          document. You can eat and drink as usual.
        </p>
        <InfoBlock
          variant="subtle"
          icon="info"
          text="Remove jewellery and metal objects before the scan."
        />
      </Modal>
    </>
  );
}

export function ModalDemo() {
  return (
    <div className={styles.row}>
      {MODAL_VARIANTS.map((variant) => (
        <ModalExample key={variant} variant={variant} />
      ))}
    </div>
  );
}

export function ErrorModalDemo() {
  const { showError } = useErrorModal();
  return (
    <div className={styles.row}>
      <Button variant="danger" onPress={() => showError('reserve-timeslot-error-already-booked')}>
        Known error id
      </Button>
      <Button variant="secondary" onPress={() => showError('some-new-error-id')}>
        Unknown error id
      </Button>
      <Button
        variant="tertiary"
        onPress={() => showError('discount-code-invalid', '/_design-system/icons')}
      >
        Error with an accept route
      </Button>
    </div>
  );
}

const TOAST_MESSAGES = {
  info: 'Prices include the medical report.',
  success: 'Discount code applied.',
  danger: 'That time slot was just taken.',
} as const;

export function ToastDemo() {
  return (
    <div className={styles.row}>
      {TOAST_VARIANTS.map((variant) => (
        <Button
          key={variant}
          variant="secondary"
          onPress={() =>
            showToast({ message: TOAST_MESSAGES[variant], variant, durationSeconds: 30 })
          }
        >
          {`Show ${variant} toast`}
        </Button>
      ))}
      <Button
        variant="ghost"
        onPress={() =>
          showToast({ message: 'Link copied', variant: 'success', hideOkButton: true })
        }
      >
        Toast without OK (5 s)
      </Button>
    </div>
  );
}

export function IdlePopupDemo({ delayMs }: { delayMs: number }) {
  const [cleared, setCleared] = useState(false);
  return (
    <>
      <p className={styles.note}>
        {`Appears after ${delayMs / 1000} s without a click, key or scroll on this page (add ?idleSeconds=2 to the address to wait less). Once closed it stays closed for the browser session.`}
      </p>
      <Button
        variant="ghost"
        isDisabled={cleared}
        onPress={() => {
          window.sessionStorage.removeItem('nova.idlePopup.closed');
          setCleared(true);
        }}
      >
        {cleared ? 'Reload the page to see it again' : 'Forget that it was closed'}
      </Button>
      <IdlePopup locale="en-ch" delayMs={delayMs} visitorCountry="CH" />
    </>
  );
}

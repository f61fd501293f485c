'use client';
// The idle popup's dialog: email (required) and phone (optional) under the popup's rules, sent as a lead; a valid submission shows the success state.
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { COOKIES } from '@/analytics/cookies';
import { pageCookieJar } from '@/analytics/data-layer';
import { storedCampaign } from '@/analytics/session';
import { languageOf, marketOf } from '@/booking/locale';
import type { Locale } from '@/booking/types';
import { validatePayload } from '@/booking/validation';
import { submitLead } from '@/lead/client';
import { idlePopupSchema } from '@/lead/schema';
import { Button } from '@/ui/button/button';
import { Icon } from '@/ui/icons/icon';
import { InfoBlock } from '@/ui/info-block/info-block';
import { Modal } from '@/ui/modal/modal';
import { PhoneInput } from '@/ui/phone-input/phone-input';
import { EmailField } from '@/ui/text-field/email-field';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import styles from './idle-popup.module.css';

export interface IdlePopupDialogProps {
  locale: Locale;
  visitorCountry: string | null;
  onClose: () => void;
  onSubmitted: () => void;
}

type Errors = { email?: string; phone?: string; submit?: string };

export function IdlePopupDialog({
  locale,
  visitorCountry,
  onClose,
  onSubmitted,
}: IdlePopupDialogProps) {
  const copy = useUiCopy();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validatePayload(idlePopupSchema, { email, phone });
    if (!checked.ok) {
      setErrors({ email: checked.messages.email, phone: checked.messages.phone });
      return;
    }
    setErrors({});
    setPending(true);
    const jar = pageCookieJar();
    const result = await submitLead({
      email: checked.value.email,
      phoneNumber: checked.value.phone || undefined,
      locale,
      campaign: storedCampaign(jar),
      crmTrackingId: jar.get(COOKIES.crmTrackingId),
    });
    setPending(false);
    if (!result.ok) {
      setErrors({ submit: result.errorId });
      return;
    }
    setSent(true);
    onSubmitted();
  };

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={copy.text('idleTimeModal.title')}
      className={styles.popup}
    >
      {sent ? (
        <div className={styles.success} role="status">
          <span className={styles.successIcon}>
            <Icon name="check" size={28} />
          </span>
          <p className={styles.successText}>{copy.text('idleTimeModal.success')}</p>
          <Button variant="secondary" size="l" onPress={onClose}>
            {copy.text('idleTimeModal.close')}
          </Button>
        </div>
      ) : (
        <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
          <p className={styles.intro}>{copy.text('idleTimeModal.text')}</p>
          <EmailField
            label={copy.text('idleTimeModal.emailLabel')}
            name="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
            errorMessage={errors.email ? copy.message(errors.email) : null}
            autoFocus
          />
          <PhoneInput
            label={copy.text('idleTimeModal.phoneLabel')}
            language={languageOf(locale)}
            market={marketOf(locale)}
            visitorCountry={visitorCountry}
            onChange={(value) => setPhone(value)}
            errorMessage={errors.phone ? copy.message(errors.phone) : null}
          />
          {errors.submit ? (
            <InfoBlock
              variant="error"
              icon="error"
              role="alert"
              text={copy.message(errors.submit)}
            />
          ) : null}
          <Button type="submit" variant="guiding" size="l" fullWidth isPending={pending}>
            {copy.text('idleTimeModal.submit')}
          </Button>
        </Form>
      )}
    </Modal>
  );
}

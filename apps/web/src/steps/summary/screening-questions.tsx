'use client';
// The MRI safety questions on the summary (the customer's) and on a partner's link (the partner's), a radio group per question; an answer that cannot be booked online says why and how to reach the clinic.
import type { ScreenedPerson } from '@/booking/screening';
import { InfoBlock } from '@/ui/info-block/info-block';
import { useUiCopy } from '@/ui/ui-copy/ui-copy';
import choice from './choice.module.css';
import type { ClinicContact, ScreeningQuestionView } from './screening-view';
import styles from './summary-step.module.css';
import { radioId, type Screening } from './use-screening';

function Question({
  person,
  question,
  value,
  showError,
  onAnswer,
}: {
  person: ScreenedPerson;
  question: ScreeningQuestionView;
  value: string | undefined;
  showError: boolean;
  onAnswer: (value: string) => void;
}) {
  const copy = useUiCopy();
  const id = radioId(person, question.key);
  const chosen = question.answers.find((answer) => answer.value === value);
  const described = [
    question.help ? `${id}-help` : null,
    showError ? `${id}-error` : null,
    chosen?.outcome === 'attention' ? `${id}-attention` : null,
  ].filter(Boolean);
  return (
    <fieldset
      className={`${choice.group} ${styles.screeningQuestion}`}
      aria-describedby={described.length > 0 ? described.join(' ') : undefined}
    >
      <legend className={choice.label}>{question.question}</legend>
      {question.help ? (
        <p id={`${id}-help`} className={styles.note}>
          {question.help}
        </p>
      ) : null}
      <div className={choice.options}>
        {question.answers.map((answer, index) => (
          <label
            key={answer.value}
            className={choice.option}
            data-selected={answer.value === value || undefined}
          >
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              className={choice.radio}
              name={id}
              value={answer.value}
              checked={answer.value === value}
              aria-invalid={showError || undefined}
              onChange={() => onAnswer(answer.value)}
            />
            <span className={choice.mark} aria-hidden="true" />
            {answer.label}
          </label>
        ))}
      </div>
      {showError ? (
        <p id={`${id}-error`} className={choice.error}>
          {copy.text('summary.screening.required')}
        </p>
      ) : null}
      {chosen?.outcome === 'attention' ? (
        <p id={`${id}-attention`} className={styles.note}>
          {copy.text('summary.screening.attention')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Why a person's answers cannot be booked online, and whom to call or write to. */
function Blocked({
  screening,
  contact,
  onPartnerLink,
}: {
  screening: Screening;
  contact: ClinicContact;
  onPartnerLink: boolean;
}) {
  const copy = useUiCopy();
  const blocked = screening.persons.filter((person) => screening.blockedReasons[person].length > 0);
  // Always in the page, so the alert is read when its text appears.
  return (
    <div ref={screening.blockedRef} tabIndex={-1} role="alert" className={styles.screeningBlocked}>
      {blocked.map((person) => {
        const reasons = screening.blockedReasons[person].filter((reason) => reason !== '');
        return (
          <InfoBlock
            key={person}
            variant="error"
            icon="warning"
            label={copy.text(
              person === 'customer'
                ? 'summary.screening.blockedHeading'
                : 'summary.screening.blockedHeadingPartner',
            )}
          >
            {reasons.map((reason) => (
              <p key={reason}>{reason}</p>
            ))}
            <p>
              {copy.text(
                onPartnerLink ? 'summary.screening.contactPartner' : 'summary.screening.contact',
              )}
            </p>
            <p>
              <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
                {copy.format('summary.screening.phone', { phone: contact.phone })}
              </a>
              <br />
              <a href={`mailto:${contact.email}`}>
                {copy.format('summary.screening.email', { email: contact.email })}
              </a>
            </p>
          </InfoBlock>
        );
      })}
    </div>
  );
}

export function ScreeningQuestions({
  screening,
  contact,
  isPair = false,
  onPartnerLink = false,
}: {
  screening: Screening;
  contact: ClinicContact;
  /** A pair booked on the summary: the second person answers on their own link, as it says. */
  isPair?: boolean;
  /** The partner answering on their link: a refusal keeps the pair's booking, not a selection. */
  onPartnerLink?: boolean;
}) {
  const copy = useUiCopy();
  if (screening.questions.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="screening-heading">
      <h2 id="screening-heading" className={styles.cardHeading}>
        {copy.text('summary.screening.heading')}
      </h2>
      <p className={styles.note}>
        {copy.text(onPartnerLink ? 'summary.screening.introPartner' : 'summary.screening.intro')}
      </p>
      {isPair ? <p className={styles.note}>{copy.text('summary.screening.partnerOwn')}</p> : null}
      {screening.persons.map((person) => {
        const answers = person === 'customer' ? screening.sheet.customer : screening.sheet.partner;
        return (
          <fieldset key={person} className={styles.screeningPerson}>
            <legend className={styles.screeningLegend}>
              {copy.text(
                person === 'customer' ? 'summary.screening.you' : 'summary.screening.partner',
              )}
            </legend>
            {screening.questions.map((question) => (
              <Question
                key={question.key}
                person={person}
                question={question}
                value={answers?.[question.key]}
                showError={screening.showErrors && answers?.[question.key] === undefined}
                onAnswer={(value) => screening.answer(person, question.key, value)}
              />
            ))}
          </fieldset>
        );
      })}
      <Blocked screening={screening} contact={contact} onPartnerLink={onPartnerLink} />
    </section>
  );
}

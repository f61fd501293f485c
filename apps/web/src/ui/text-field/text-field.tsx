'use client';
// A labelled text input with an optional description and an error message.
// Native elements, not react-aria's TextField: the discount code puts a field in the summary's first scripts.
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import styles from './field.module.css';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'className' | 'children' | 'onChange' | 'required' | 'disabled' | 'readOnly'
>;

export interface TextFieldProps extends NativeInputProps {
  label: ReactNode;
  description?: ReactNode;
  /** Shown, and read with the field, when set; marks the field invalid. */
  errorMessage?: string | null;
  /** Marks the field invalid without a message of its own (the message is elsewhere). */
  isInvalid?: boolean;
  /** Said to assistive technology (aria-required); the form's own rules check it, not the browser. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  onChange?: (value: string) => void;
  className?: string;
}

export function TextField({
  label,
  description,
  errorMessage,
  isInvalid: invalid,
  isRequired,
  isDisabled,
  isReadOnly,
  onChange,
  className,
  id,
  type = 'text',
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const descriptionId = `${ownId}-description`;
  const errorId = `${ownId}-error`;
  const isInvalid = invalid ?? Boolean(errorMessage);
  const showsError = isInvalid && Boolean(errorMessage);
  const describers = [
    description ? descriptionId : null,
    showsError ? errorId : null,
    describedBy ?? null,
  ].filter(Boolean);
  return (
    <div
      className={[styles.field, className].filter(Boolean).join(' ')}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...props}
        id={inputId}
        type={type}
        className={styles.input}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describers.length > 0 ? describers.join(' ') : undefined}
        data-invalid={isInvalid || undefined}
        onChange={(event) => onChange?.(event.target.value)}
      />
      {description ? (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
      {showsError ? (
        <div id={errorId} className={styles.error}>
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}

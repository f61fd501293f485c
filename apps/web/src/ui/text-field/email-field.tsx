'use client';
// An email field that offers the likely correction of a big provider's typo ("Did you mean anna@gmail.com?") once the visitor leaves it: announced politely, a button to take it.
import { type FocusEvent, useId, useRef, useState } from 'react';
import { suggestEmail } from '@/booking/email-address';
import { useUiCopy } from '../ui-copy/ui-copy';
import styles from './field.module.css';
import { TextField, type TextFieldProps } from './text-field';

export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'value' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
}

export function EmailField({ value, onChange, onBlur, ...props }: EmailFieldProps) {
  const copy = useUiCopy();
  const suggestionId = useId();
  const input = useRef<HTMLInputElement>(null);
  // Offered once the visitor has left the field, not while they type; typing again hides it.
  const [left, setLeft] = useState(false);
  const suggestion = left ? suggestEmail(value) : null;
  const sentence = suggestion
    ? copy.format('validation.emailSuggestion', { email: suggestion })
    : '';
  return (
    <div className={props.className}>
      <TextField
        {...props}
        className={undefined}
        ref={input}
        type="email"
        inputMode="email"
        value={value}
        aria-describedby={suggestion ? suggestionId : undefined}
        onChange={(next) => {
          setLeft(false);
          onChange(next);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          setLeft(true);
          onBlur?.(event);
        }}
      />
      {/* Always in the page, so a suggestion appearing in it is read out. */}
      <div aria-live="polite">
        {suggestion ? (
          <button
            type="button"
            id={suggestionId}
            className={styles.suggestion}
            onClick={() => {
              onChange(suggestion);
              setLeft(false);
              input.current?.focus();
            }}
          >
            {sentence}
          </button>
        ) : null}
      </div>
    </div>
  );
}

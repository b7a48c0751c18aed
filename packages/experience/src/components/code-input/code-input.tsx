import clsx from 'clsx';
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { FieldErrors } from '../field-errors/field-errors';
import styles from './code-input.module.css';

/** Length of the one-time codes the server sends. */
export const codeLength = 6;

type CodeInputProps = {
  /** One entry per box, '' for an empty one. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Called once every box holds a digit, e.g. after a paste. */
  onComplete?: (code: string) => void;
  errors?: readonly string[];
};

const digitsOf = (text: string) => text.replace(/\D/g, '').split('');

/**
 * Six single-digit boxes: typing moves on, Backspace moves back, arrow keys move across, and
 * pasting (or an autofilled SMS code) spreads the digits from the box pasted into.
 */
export const CodeInput = ({ value, onChange, onComplete, errors = [] }: CodeInputProps) => {
  const { t } = useTranslation();
  const id = useId();
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = `${id}-error`;
  const isInvalid = errors.length > 0;

  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(codeLength - 1, index))]?.focus();

  const fillFrom = (index: number, digits: string[]) => {
    const next = Array.from({ length: codeLength }, (_, position) => value[position] ?? '');
    digits.slice(0, codeLength - index).forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    onChange(next);
    focusBox(index + digits.length);
    if (next.every((digit) => digit !== '')) {
      onComplete?.(next.join(''));
    }
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index]) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    }
    // The boxes are laid out left to right in every language (see below).
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    }
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, digitsOf(event.clipboardData.getData('text')));
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('verification_code.group_label')}</legend>
      {/* Codes are written left to right whatever the language. */}
      <div className={styles.boxes} dir="ltr">
        {Array.from({ length: codeLength }, (_, index) => (
          <input
            // The boxes never reorder, so their position is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={clsx(styles.box, isInvalid && styles.invalid)}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // Autofill may put the whole code in the first box; the change handler spreads it.
            maxLength={index === 0 ? codeLength : 1}
            aria-label={t('verification_code.digit_label', {
              position: index + 1,
              total: codeLength,
            })}
            aria-invalid={isInvalid || undefined}
            aria-describedby={isInvalid ? errorId : undefined}
            autoFocus={index === 0}
            value={value[index] ?? ''}
            data-testid={`code-digit-${index}`}
            onChange={(event) => fillFrom(index, digitsOf(event.target.value))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            // Typing over a filled box replaces its digit.
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <FieldErrors id={errorId} field="code" messages={errors} />
    </fieldset>
  );
};

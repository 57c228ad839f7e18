import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type HTMLInputAutoCompleteAttribute,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { alphabetOnly, isAllowedAlphabetKey, isAllowedNumberKey, strictNumber } from './keyboard-filters.ts';
import type { FieldProblem } from './field-rules.ts';

/** Spec §5 keyboard filters: 'alphabet' (A-Z, a-z, space) or 'number' (digits only). */
type KeyboardFilter = 'alphabet' | 'number';

const filters: Record<KeyboardFilter, { key: typeof isAllowedNumberKey; value: (text: string) => string }> = {
  alphabet: { key: isAllowedAlphabetKey, value: alphabetOnly },
  number: { key: isAllowedNumberKey, value: strictNumber },
};

export interface TextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's problem, shown once `showProblem` is true. */
  problem?: FieldProblem | null;
  showProblem?: boolean;
  hint?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  filter?: KeyboardFilter;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  maxLength?: number;
  /** Shown before the input, e.g. the `+` of a phone number. */
  prefix?: ReactNode;
  required?: boolean;
  /** Says "(optional)" beside the label of a field that is not required (not for filters). */
  markOptional?: boolean;
  /** The field the dialog or page focuses first. */
  autoFocus?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

/**
 * A labelled input with its hint and translated problem (`validation` group) below it, tied to the
 * input by aria-describedby and aria-invalid. A keyboard filter blocks other keys as they are
 * typed and cleans what arrives another way (paste, drop, autofill). A password field has a
 * show/hide switch.
 */
export function TextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  problem,
  showProblem = false,
  hint,
  type = 'text',
  autoComplete,
  filter,
  inputMode,
  maxLength,
  prefix,
  required = false,
  markOptional = true,
  autoFocus = false,
  disabled = false,
  readOnly = false,
}: TextFieldProps) {
  const { t } = useTranslation(['validation', 'ui']);
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Focus once, when the field appears (a page's first field, the code field after a code was sent).
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) input.current?.focus();
  }, []);
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const shownProblem = showProblem && problem ? problem : null;
  const describedBy = [hint ? hintId : null, shownProblem ? problemId : null].filter(Boolean).join(' ');
  const rule = filter ? filters[filter] : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (rule && !rule.key(event.key, event)) event.preventDefault();
  };
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    onChange(rule ? rule.value(text) : text);
  };

  return (
    <div className={`account-field${shownProblem ? ' account-field--invalid' : ''}`} data-field={name}>
      <label className="account-field__label" htmlFor={id}>
        {label}
        {required || !markOptional ? null : (
          <span className="account-field__optional"> {t('ui:optional')}</span>
        )}
      </label>
      <div className="account-field__control">
        {prefix ? (
          <span className="account-field__prefix" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          ref={input}
          id={id}
          name={name}
          className="account-field__input"
          type={type === 'password' && revealed ? 'text' : type}
          value={value}
          onChange={onInput}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          required={required}
          disabled={disabled}
          readOnly={readOnly}
          spellCheck={false}
          autoCapitalize="off"
          aria-invalid={shownProblem ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-autofocus={autoFocus ? true : undefined}
        />
        {type === 'password' ? (
          <button
            type="button"
            className="account-field__reveal"
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {t(revealed ? 'ui:hidePassword' : 'ui:showPassword')}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="account-field__hint">
          {hint}
        </p>
      ) : null}
      {shownProblem ? (
        <p id={problemId} className="account-field__problem">
          {t(`validation:${shownProblem.key}`, shownProblem.values)}
        </p>
      ) : null}
    </div>
  );
}

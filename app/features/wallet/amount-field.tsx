import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { FieldBinding } from '#app/features/forms/field-props.ts';
import { TextField } from '#app/features/forms/text-field.tsx';
import { cleanAmountInput, limitText, type AmountLimits } from './amount-rules.ts';
import { formatNumberDisplay } from '#shared/format/number-display.ts';

/**
 * The amount of a deposit or withdrawal in the brand's currency: the currency before the input,
 * the limits below it, quick-pick amounts (presets) as buttons. Only digits and one point get in.
 */
export function AmountField({
  currency,
  limits,
  presets = [],
  ...field
}: FieldBinding & {
  currency: string;
  limits: AmountLimits | null;
  presets?: string[];
}) {
  const { value, onChange } = field;
  const { t } = useTranslation('ui');
  return (
    <div className="wallet-amount-field">
      <TextField
        {...field}
        label={t('amount')}
        onChange={(text) => onChange(cleanAmountInput(text, currency))}
        hint={
          limits
            ? t('amountLimits', {
                min: limitText(limits.min, currency),
                max: limitText(limits.max, currency),
              })
            : undefined
        }
        inputMode="decimal"
        autoComplete="off"
        maxLength={24}
        prefix={currency}
        required
      />
      {presets.length > 0 ? (
        <div className="wallet-presets" role="group" aria-label={t('quickAmounts')}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="wallet-presets__button"
              aria-pressed={value === preset}
              onClick={() => onChange(preset)}
            >
              {formatNumberDisplay(preset, { trim: true })}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

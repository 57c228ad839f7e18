import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { formatNumberDisplay } from '#shared/format/number-display.ts';

/** The units a wallet amount can be in (history lines, inbox rewards). */
export type AmountUnit = 'cash' | 'game_token' | 'minigame_token';

/**
 * An amount with the number display rule of spec §5 (trimmed to 2 decimals from 10 up; zero shows
 * nothing) and its unit: the currency before cash, "tokens" after tokens. `signed` writes a plus
 * before a credit.
 */
export function Amount({
  value,
  currency,
  unit = 'cash',
  signed = false,
  className = 'wallet-amount',
}: {
  value: string;
  currency: string;
  unit?: AmountUnit;
  signed?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('ui');
  const shown = formatNumberDisplay(value, { trim: true });
  if (!shown) return <span className={className} />;
  const sign = signed && !shown.startsWith('-') ? '+' : '';
  const negative = shown.startsWith('-');
  const classes = [className, signed ? (negative ? `${className}--debit` : `${className}--credit`) : '']
    .filter(Boolean)
    .join(' ');
  if (unit === 'cash')
    return (
      <span className={classes}>
        <span className="wallet-amount__currency">{currency}</span> {sign}
        {shown}
      </span>
    );
  return (
    <span className={classes}>
      {sign}
      {t(unit === 'game_token' ? 'gameTokenAmount' : 'minigameTokenAmount', { amount: shown })}
    </span>
  );
}

/** A deposit's, withdrawal's or history line's state as a small translated badge. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('ui');
  const known = ['pending', 'paid', 'rejected', 'cancelled', 'done'].includes(status);
  return (
    <span className={`wallet-status wallet-status--${known ? status : 'other'}`} data-status={status}>
      {known ? t(`status_${status}`) : status}
    </span>
  );
}

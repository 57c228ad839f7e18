import { useTranslation } from '#app/features/i18n/use-translation.ts';

/** Seconds before a code may be sent again (the server also limits sends to 5 an hour per account). */
export const resendCooldownSeconds = 60;

/** "Resend code", disabled with the seconds left while the cooldown runs or a send is under way. */
export function ResendButton({
  remaining,
  busy,
  onResend,
}: {
  remaining: number;
  busy: boolean;
  onResend: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <button
      type="button"
      className="btn btn--ghost account-form__resend"
      disabled={busy || remaining > 0}
      onClick={onResend}
      data-testid="resend-code"
    >
      {remaining > 0 ? t('resendIn', { seconds: remaining }) : t('resendCode')}
    </button>
  );
}

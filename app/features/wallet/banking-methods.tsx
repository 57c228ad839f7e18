import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { limitText } from './amount-rules.ts';
import { usePaymentMethods } from './use-wallet.ts';
import './wallet.css';

function PlayerMethods() {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const methods = usePaymentMethods();
  if (!methods.data)
    return <p className="account-card__muted">{methods.loading ? t('loading') : t('walletUnavailable')}</p>;
  const { currency } = methods.data;
  return (
    <>
      <ul className="wallet-banking__list" data-testid="banking-methods">
        {methods.data.deposit.map((entry) => (
          <li key={entry.method} className="wallet-banking__method" data-method={entry.method}>
            <span className="wallet-method__name">{t(`depositMethod_${entry.method}`)}</span>
            <span className="wallet-method__detail">
              {t('amountLimits', {
                min: limitText(entry.min, currency),
                max: limitText(entry.max, currency),
              })}
            </span>
          </li>
        ))}
        <li className="wallet-banking__method" data-method="withdrawal">
          <span className="wallet-method__name">{t('withdrawal')}</span>
          <span className="wallet-method__detail">
            {t('amountLimits', {
              min: limitText(methods.data.withdrawal.min, currency),
              max: limitText(methods.data.withdrawal.max, currency),
            })}
          </span>
        </li>
      </ul>
      <div className="account-form__row">
        <Link to={localise('/deposit')} className="btn btn--primary">
          {t('deposit')}
        </Link>
        <Link to={localise('/withdrawal')} className="btn btn--ghost">
          {t('withdrawal')}
        </Link>
      </div>
    </>
  );
}

/** Under the /banking CMS text, for a logged-in player: the brand's payment methods with their limits. */
export function BankingMethods() {
  const { t } = useTranslation('ui');
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  if (!isAuthenticated) return null;
  return (
    <section className="wallet-banking" aria-labelledby="banking-methods-title">
      <h2 id="banking-methods-title">{t('yourPaymentMethods')}</h2>
      <PlayerMethods />
    </section>
  );
}

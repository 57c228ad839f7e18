import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { paymentMethodsCall } from '#shared/contract/payment-calls.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import '#app/features/protection/protection.css';
import { DepositForm } from '#app/features/wallet/deposit-form.tsx';
import { DepositStatus } from '#app/features/wallet/deposit-status.tsx';
import { WalletTabs } from '#app/features/wallet/wallet-tabs.tsx';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/deposit-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'deposit');

/** The methods and limits are in the first HTML, so the form shows at once. */
export async function loader(args: Route.LoaderArgs) {
  return { methods: await playerPageData(args, paymentMethodsCall, {}) };
}

/** `?reference=` names the deposit to follow, not other methods: only a new visit loads them again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

/**
 * /deposit (guarded): the brand's methods with their limits and the amount; the demo gateway goes
 * on to its pay page, a bank transfer stays pending. `?reference=DEP-…` (where the pay page sends
 * the player back, and where a bank transfer lands) shows that deposit's state.
 */
export default function DepositPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const [params, setParams] = useSearchParams();
  const localise = useLocalisedPath();
  const reference = params.get('reference');
  const { methods } = loaderData;
  // A player who has never deposited is offered a deposit limit first (issue 15; UKGC SR 3.3.1).
  const firstDeposit = useSession((s) => s.vip !== null && /^0(\.0+)?$/.test(s.vip.totalDeposit));
  return (
    <AccountScreen title={t('deposit')}>
      <WalletTabs />
      {firstDeposit && !reference ? (
        <section
          className="account-card protection__first-deposit"
          aria-labelledby="first-deposit-title"
          data-testid="first-deposit-limit"
        >
          <h2 className="account-card__title" id="first-deposit-title">
            {t('protectionFirstDepositTitle')}
          </h2>
          <p>{t('protectionFirstDepositBody')}</p>
          <Link to={localise('/responsible-gaming')} className="btn btn--ghost">
            {t('protectionFirstDepositAction')}
          </Link>
        </section>
      ) : null}
      {reference && methods ? (
        <DepositStatus key={reference} reference={reference} currency={methods.currency} />
      ) : null}
      <section className="account-card" aria-labelledby="deposit-card-title">
        <h2 className="account-card__title" id="deposit-card-title">
          {t(reference ? 'newDeposit' : 'depositLead')}
        </h2>
        {methods ? (
          <DepositForm
            methods={methods}
            onStarted={(deposit) => setParams({ reference: deposit.reference })}
          />
        ) : (
          <p className="account-card__muted">{t('walletUnavailable')}</p>
        )}
        <p className="protection__deposit-link">
          <Link to={localise('/responsible-gaming')}>{t('protectionDepositLink')}</Link>
        </p>
      </section>
    </AccountScreen>
  );
}

import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { VipCard } from '#app/features/accounts/vip-card.tsx';
import { useAccountSummary } from '#app/features/layouts/account-area.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import type { Route } from './+types/account-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'account');

const shortcuts = [
  { path: '/deposit', title: 'deposit' },
  { path: '/withdrawal', title: 'withdrawal' },
  { path: '/transaction-history', title: 'transactionHistory' },
  { path: '/vip', title: 'vip' },
] as const;

/** /account (guarded): the player's name, balance, VIP level with progress, and where to go next. */
export default function AccountPage() {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  const summary = useAccountSummary();
  const accountId = useSession((s) => s.user?.account_id ?? '');
  return (
    <AccountScreen title={t('account')} lead={summary ? t('welcome', { name: summary.fullName }) : undefined}>
      <section className="account-card" aria-labelledby="balance-card-title" data-testid="balance-card">
        <h2 className="account-card__title" id="balance-card-title">
          {t('balance')}
        </h2>
        <p className="account-balance">
          <span className="account-balance__currency">{summary?.currency}</span>{' '}
          <span className="account-balance__amount" data-testid="account-balance">
            {summary?.balance ?? '0'}
          </span>
        </p>
        <dl className="account-facts">
          <div>
            <dt>{t('accountId')}</dt>
            <dd>{accountId}</dd>
          </div>
          <div>
            <dt>{t('tokens')}</dt>
            <dd>{summary?.tokens ?? '0'}</dd>
          </div>
        </dl>
        <ul className="account-shortcuts">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.path}>
              <Link to={localise(shortcut.path)} className="btn btn--ghost">
                {t(shortcut.title)}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <VipCard />
    </AccountScreen>
  );
}

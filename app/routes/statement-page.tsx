import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation, useSearchParams } from 'react-router';
import { historyPageSize, statementCall } from '#shared/contract/payment-calls.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { filterFromParams } from '#app/features/wallet/history-filter.ts';
import { Amount } from '#app/features/wallet/money.tsx';
import { Pager } from '#app/features/wallet/pager.tsx';
import { WalletTabs } from '#app/features/wallet/wallet-tabs.tsx';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/statement-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'statement');

const knownKinds = ['seed', 'deposit', 'withdrawal', 'claim', 'adjustment', 'welcome'];

/** The page of the statement the URL names is in the first HTML, and each pager link loads its own. */
export async function loader(args: Route.LoaderArgs) {
  const { page } = filterFromParams(new URL(args.request.url).searchParams);
  return { statement: await playerPageData(args, statementCall, { page }) };
}

/**
 * /statement (guarded): every change of the player's cash, newest first, with the balance right
 * after it; 10 a page with 5 page buttons (spec §9).
 */
export default function StatementPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { page } = filterFromParams(params);
  const { statement } = loaderData;
  const lines = statement?.value ?? [];
  const currency = statement?.currency ?? '';
  return (
    <AccountScreen title={t('statement')}>
      <WalletTabs />
      <section className="account-card" aria-labelledby="statement-title">
        <h2 className="account-card__title" id="statement-title">
          {t('statementLead')}
        </h2>
        {!statement ? (
          <p className="account-card__muted">{t('walletUnavailable')}</p>
        ) : lines.length === 0 ? (
          <p className="account-card__muted">{t('noTransactions')}</p>
        ) : (
          <table className="wallet-table" data-testid="statement-table">
            <caption className="sr-only">{t('statement')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('description')}</th>
                <th scope="col">{t('reference')}</th>
                <th scope="col" className="wallet-table__number">
                  {t('amount')}
                </th>
                <th scope="col" className="wallet-table__number">
                  {t('balance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.entry_id} data-kind={line.kind}>
                  <td data-label={t('date')}>
                    <LocalTime iso={line.created_at} />
                  </td>
                  <td data-label={t('description')}>
                    {knownKinds.includes(line.kind) ? t(`ledgerKind_${line.kind}`) : line.kind}
                  </td>
                  <td data-label={t('reference')} className="wallet-reference">
                    {line.reference || '—'}
                  </td>
                  <td data-label={t('amount')} className="wallet-table__number">
                    <Amount value={line.amount} currency={currency} signed />
                  </td>
                  <td data-label={t('balance')} className="wallet-table__number">
                    <Amount value={line.balance} currency={currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <Pager
          total={statement?.total ?? 0}
          page={page}
          perPage={historyPageSize}
          hrefOf={(next) => `${pathname}${next > 1 ? `?page=${next}` : ''}`}
        />
      </section>
    </AccountScreen>
  );
}

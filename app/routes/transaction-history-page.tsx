import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { historyPageSize, transactionHistoryCall } from '#shared/contract/payment-calls.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { filterFromParams, paramsOfFilter, rangeOfFilter } from '#app/features/wallet/history-filter.ts';
import { HistoryFilters } from '#app/features/wallet/history-filters.tsx';
import { HistoryTable } from '#app/features/wallet/history-list.tsx';
import { Pager } from '#app/features/wallet/pager.tsx';
import { usePlayerData } from '#app/features/wallet/use-wallet.ts';
import { WalletTabs } from '#app/features/wallet/wallet-tabs.tsx';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/transaction-history-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'transactionHistory');

/**
 * Without a date range the history is in the first HTML. Days of a range are the player's calendar
 * days, in a time zone only the browser knows, so a dated filter is loaded there (decision 0022).
 */
export async function loader(args: Route.LoaderArgs) {
  const filter = filterFromParams(new URL(args.request.url).searchParams);
  if (filter.from || filter.to) return { history: null, inBrowser: true };
  const answer = await playerPageData(args, transactionHistoryCall, {
    ...(filter.type ? { type: filter.type } : {}),
    page: filter.page,
  });
  return { history: answer ? { items: answer.value, total: answer.total } : null, inBrowser: false };
}

/**
 * /transaction-history (guarded): deposits, withdrawals, claims and adjustments, newest first,
 * filtered by type and date range, 10 a page with 5 page buttons (spec §9). The filter and the
 * page live in the address.
 */
export default function TransactionHistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const call = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const filter = filterFromParams(params);
  const currency = useSite((s) => s.site?.currency ?? '');
  const query = paramsOfFilter(filter);
  const dated = usePlayerData(
    async (player) => {
      const answer = await call(transactionHistoryCall, {
        ...player,
        ...(filter.type ? { type: filter.type } : {}),
        ...rangeOfFilter(filter),
        page: filter.page,
      });
      return isApiSuccess(answer) ? { items: answer.value, total: answer.total } : null;
    },
    [query],
    { enabled: loaderData.inBrowser },
  );
  const history = loaderData.inBrowser ? dated : { data: loaderData.history, loading: false as boolean };
  const items = history.data?.items ?? [];
  return (
    <AccountScreen title={t('transactionHistory')}>
      <WalletTabs />
      <section className="account-card" aria-labelledby="history-title">
        <h2 className="account-card__title" id="history-title">
          {t('historyLead')}
        </h2>
        <HistoryFilters
          key={query}
          filter={filter}
          onApply={(next) => void navigate(`${pathname}${paramsOfFilter(next)}`)}
        />
        {!history.data ? (
          <p className="account-card__muted">{history.loading ? t('loading') : t('walletUnavailable')}</p>
        ) : items.length === 0 ? (
          <p className="account-card__muted" data-testid="history-empty">
            {t('noTransactions')}
          </p>
        ) : (
          <div className={history.loading ? 'wallet-loading' : undefined}>
            <HistoryTable
              items={items}
              currency={currency}
              caption={t('transactionHistory')}
              testId="history-table"
            />
          </div>
        )}
        <Pager
          total={history.data?.total ?? 0}
          page={filter.page}
          perPage={historyPageSize}
          hrefOf={(page) => `${pathname}${paramsOfFilter({ ...filter, page })}`}
        />
      </section>
    </AccountScreen>
  );
}

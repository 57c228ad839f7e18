import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { CategorySlug } from '#shared/brand/categories.ts';
import { betHistoryCall, betStatuses } from '#shared/contract/bet-history-calls.ts';
import { historyPageSize } from '#shared/contract/payment-calls.ts';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import { playerPageData } from '#app/features/accounts/player-page-data.server.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import {
  betFilterFromParams,
  betHistoryRequest,
  noBetFilter,
  paramsOfBetFilter,
  type BetFilter,
} from '#app/features/history/bet-filter.ts';
import { BetRoundsTable, BetSummary } from '#app/features/history/bet-rounds.tsx';
import '#app/features/history/bet-history.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { DateRangeFields, FilterSelect, useFilterDraft } from '#app/features/wallet/history-filters.tsx';
import { Pager } from '#app/features/wallet/pager.tsx';
import { usePlayerData } from '#app/features/wallet/use-wallet.ts';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/bet-history-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'betHistory');

/**
 * Without a date range the rounds are in the first HTML. Days of a range are the player's calendar
 * days, in a time zone only the browser knows, so a dated filter is loaded there (decision 0022).
 */
export async function loader(args: Route.LoaderArgs) {
  const filter = betFilterFromParams(new URL(args.request.url).searchParams);
  if (filter.from || filter.to) return { history: null, inBrowser: true };
  const answer = await playerPageData(args, betHistoryCall, betHistoryRequest(filter));
  return { history: answer ?? null, inBrowser: false };
}

function BetFilters({ filter, onApply }: { filter: BetFilter; onApply: (filter: BetFilter) => void }) {
  const { t } = useTranslation(['ui', 'gm']);
  const categories = useSite((s) => s.provider_count).filter((entry) => entry.count > 0);
  const { draft, setDraft, submit, clear } = useFilterDraft(filter, noBetFilter, onApply);
  return (
    <form className="wallet-filters bet-filters" onSubmit={submit} data-testid="bet-filters">
      <FilterSelect
        label={t('betHistoryGameType')}
        name="category"
        value={draft.category}
        allLabel={t('betHistoryAllGameTypes')}
        options={categories.map((entry) => ({
          value: entry.category as CategorySlug,
          label: t(`gm:${entry.category}`, { defaultValue: entry.category }),
        }))}
        onChange={(category) => setDraft({ ...draft, category })}
      />
      <FilterSelect
        label={t('status')}
        name="status"
        value={draft.status}
        allLabel={t('betHistoryAllStatuses')}
        options={betStatuses.map((status) => ({ value: status, label: t(`betStatus_${status}`) }))}
        onChange={(status) => setDraft({ ...draft, status })}
      />
      <DateRangeFields draft={draft} onChange={setDraft} onClear={clear} />
    </form>
  );
}

/**
 * /bet-history (guarded): the player's game rounds, newest first, filtered by game type, state and
 * date range, 10 a page with 5 page buttons (spec §9); each round opens to show the transactions
 * that moved it. The filter and the page live in the address.
 */
export default function BetHistoryPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('ui');
  const call = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const filter = betFilterFromParams(params);
  const query = paramsOfBetFilter(filter);
  const dated = usePlayerData(
    async (player) => {
      const answer = await call(betHistoryCall, { ...player, ...betHistoryRequest(filter) });
      return isApiSuccess(answer) ? answer : null;
    },
    [query],
    { enabled: loaderData.inBrowser },
  );
  const history = loaderData.inBrowser ? dated : { data: loaderData.history, loading: false as boolean };
  const rounds = history.data?.value ?? [];
  const currency = history.data?.currency ?? '';
  return (
    <AccountScreen title={t('betHistory')}>
      <section className="account-card" aria-labelledby="bet-history-title" data-testid="bet-history">
        <h2 className="account-card__title" id="bet-history-title">
          {t('betHistoryLead')}
        </h2>
        <BetFilters
          key={query}
          filter={filter}
          onApply={(next) => void navigate(`${pathname}${paramsOfBetFilter(next)}`)}
        />
        {!history.data ? (
          <p className="account-card__muted">{history.loading ? t('loading') : t('walletUnavailable')}</p>
        ) : rounds.length === 0 && history.data.total === 0 ? (
          <p className="account-card__muted" role="status" data-testid="bet-history-empty">
            {t('betHistoryEmpty')}
          </p>
        ) : (
          <div className={history.loading ? 'wallet-loading' : undefined}>
            <BetSummary total={history.data.total} summary={history.data.summary} currency={currency} />
            <BetRoundsTable rounds={rounds} currency={currency} />
          </div>
        )}
        <Pager
          total={history.data?.total ?? 0}
          page={filter.page}
          perPage={historyPageSize}
          hrefOf={(page) => `${pathname}${paramsOfBetFilter({ ...filter, page })}`}
        />
      </section>
    </AccountScreen>
  );
}

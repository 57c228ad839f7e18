import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AccountScreen } from '#app/features/accounts/account-layout.tsx';
import '#app/features/rewards/rewards.css';
import { pageMeta } from '#app/features/routing/page-meta.ts';
import { useSite } from '#app/features/site/site-store.tsx';
import { validDay } from '#app/features/wallet/history-filter.ts';
import { DateRangeFields } from '#app/features/wallet/history-filters.tsx';
import '#app/features/wallet/wallet.css';
import type { Route } from './+types/bet-history-page';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'betHistory');

interface BetFilter {
  category: string;
  from: string;
  to: string;
}

/**
 * /bet-history (guarded): the player's bets by game type and date range, the filter in the
 * address like the transaction history's. The platform records no bets yet (the game rounds come
 * with issue 11), so every player honestly sees no bets; the frame and filters are the real ones.
 */
export default function BetHistoryPage() {
  const { t } = useTranslation(['ui', 'gm']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const providerCount = useSite((s) => s.provider_count);
  const categories = providerCount.filter((entry) => entry.count > 0);
  const filter: BetFilter = {
    category: categories.some((entry) => entry.category === params.get('category'))
      ? (params.get('category') ?? '')
      : '',
    from: validDay(params.get('from')),
    to: validDay(params.get('to')),
  };
  const [draft, setDraft] = useState(filter);
  const apply = (next: BetFilter) => {
    const query = new URLSearchParams(Object.entries(next).filter(([, value]) => value !== ''));
    const search = query.toString();
    void navigate(`${pathname}${search ? `?${search}` : ''}`);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    const empty = { category: '', from: '', to: '' };
    setDraft(empty);
    apply(empty);
  };
  return (
    <AccountScreen title={t('betHistory')}>
      <section className="account-card" aria-labelledby="bet-history-title" data-testid="bet-history">
        <h2 className="account-card__title" id="bet-history-title">
          {t('betHistoryLead')}
        </h2>
        <form className="wallet-filters" onSubmit={submit} data-testid="bet-filters">
          <label className="wallet-filters__field">
            <span className="account-field__label">{t('betHistoryGameType')}</span>
            <select
              name="category"
              className="wallet-input"
              value={draft.category}
              onChange={(event) => setDraft({ ...draft, category: event.target.value })}
            >
              <option value="">{t('betHistoryAllGameTypes')}</option>
              {categories.map((entry) => (
                <option key={entry.category} value={entry.category}>
                  {t(`gm:${entry.category}`, { defaultValue: entry.category })}
                </option>
              ))}
            </select>
          </label>
          <DateRangeFields draft={draft} onChange={setDraft} onClear={clear} />
        </form>
        <p className="account-card__muted" role="status" data-testid="bet-history-empty">
          {t('betHistoryEmpty')}
        </p>
      </section>
    </AccountScreen>
  );
}

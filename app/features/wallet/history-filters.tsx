import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { historyTypes } from '#shared/contract/payment-contract.ts';
import type { HistoryFilter } from './history-filter.ts';
import { useHistoryTypeLabel } from './history-list.tsx';

/** Type and date range of the transaction history; applying them goes back to page 1. */
export function HistoryFilters({
  filter,
  onApply,
}: {
  filter: HistoryFilter;
  onApply: (filter: HistoryFilter) => void;
}) {
  const { t } = useTranslation('ui');
  const typeLabel = useHistoryTypeLabel();
  const [draft, setDraft] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  const clear = () => {
    const empty: HistoryFilter = { type: '', from: '', to: '', page: 1 };
    setDraft(empty);
    onApply(empty);
  };
  return (
    <form className="wallet-filters" onSubmit={submit} data-testid="history-filters">
      <label className="wallet-filters__field">
        <span className="account-field__label">{t('type')}</span>
        <select
          name="type"
          className="wallet-input"
          value={draft.type}
          onChange={(event) => setDraft({ ...draft, type: event.target.value as HistoryFilter['type'] })}
        >
          <option value="">{t('allTypes')}</option>
          {historyTypes.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
      </label>
      <DateRangeFields draft={draft} onChange={setDraft} onClear={clear} />
    </form>
  );
}

/**
 * The end of every history filter form: the date range (each end bounding the other) and the apply
 * and clear buttons. The form around it submits on apply.
 */
export function DateRangeFields<D extends { from: string; to: string }>({
  draft,
  onChange,
  onClear,
}: {
  draft: D;
  onChange: (draft: D) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <>
      <label className="wallet-filters__field">
        <span className="account-field__label">{t('dateFrom')}</span>
        <input
          type="date"
          name="from"
          className="wallet-input"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => onChange({ ...draft, from: event.target.value })}
        />
      </label>
      <label className="wallet-filters__field">
        <span className="account-field__label">{t('dateTo')}</span>
        <input
          type="date"
          name="to"
          className="wallet-input"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => onChange({ ...draft, to: event.target.value })}
        />
      </label>
      <div className="wallet-filters__actions">
        <button type="submit" className="btn btn--primary">
          {t('applyFilter')}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onClear}>
          {t('clearFilter')}
        </button>
      </div>
    </>
  );
}

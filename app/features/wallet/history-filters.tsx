import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { historyTypes } from '#shared/contract/payment-calls.ts';
import type { HistoryFilter } from './history-filter.ts';
import { useHistoryTypeLabel } from './history-list.tsx';

/**
 * A history filter form's draft: edited freely, applied on submit (back to page 1) and cleared to
 * `empty` at once.
 */
export function useFilterDraft<F extends { page: number }>(
  filter: F,
  empty: F,
  onApply: (filter: F) => void,
) {
  const [draft, setDraft] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, page: 1 });
  };
  const clear = () => {
    setDraft(empty);
    onApply(empty);
  };
  return { draft, setDraft, submit, clear };
}

/** One choice of a history filter: "all" first, then the options. */
export function FilterSelect<V extends string>({
  label,
  name,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: V | '';
  allLabel: string;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
}) {
  return (
    <label className="wallet-filters__field">
      <span className="account-field__label">{label}</span>
      <select
        name={name}
        className="wallet-input"
        value={value}
        onChange={(event) => onChange(event.target.value as V | '')}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const noHistoryFilter: HistoryFilter = { type: '', from: '', to: '', page: 1 };

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
  const { draft, setDraft, submit, clear } = useFilterDraft(filter, noHistoryFilter, onApply);
  return (
    <form className="wallet-filters" onSubmit={submit} data-testid="history-filters">
      <FilterSelect
        label={t('type')}
        name="type"
        value={draft.type}
        allLabel={t('allTypes')}
        options={historyTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
        onChange={(type) => setDraft({ ...draft, type })}
      />
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

import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { z } from 'zod';
import type { historyItemSchema } from '#shared/contract/payment-contract.ts';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { Amount, StatusBadge } from './money.tsx';

export type HistoryItem = z.output<typeof historyItemSchema>;

/** What a history line is called: the type, translated. */
export function useHistoryTypeLabel(): (type: string) => string {
  const { t } = useTranslation('ui');
  return (type) =>
    ['deposit', 'withdrawal', 'claim', 'adjustment'].includes(type) ? t(`historyType_${type}`) : type;
}

/**
 * History lines as a table on wide screens and as stacked cards on a phone (the same markup: each
 * cell carries its column name for the narrow layout). Withdrawals and claims are shown as what
 * left or reached the wallet, with their state.
 */
export function HistoryTable({
  items,
  currency,
  caption,
  testId,
}: {
  items: HistoryItem[];
  currency: string;
  caption: string;
  testId?: string;
}) {
  const { t } = useTranslation('ui');
  const typeLabel = useHistoryTypeLabel();
  return (
    <table className="wallet-table" data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('type')}</th>
          <th scope="col">{t('reference')}</th>
          <th scope="col" className="wallet-table__number">
            {t('amount')}
          </th>
          <th scope="col">{t('status')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.type}:${item.reference}`} data-type={item.type} data-status={item.status}>
            <td data-label={t('date')}>
              <LocalTime iso={item.created_at} />
            </td>
            <td data-label={t('type')}>{typeLabel(item.type)}</td>
            <td data-label={t('reference')} className="wallet-reference">
              {item.reference}
            </td>
            <td data-label={t('amount')} className="wallet-table__number">
              <Amount
                value={item.type === 'withdrawal' ? `-${item.amount}` : item.amount}
                currency={currency}
                unit={item.unit}
                signed
              />
            </td>
            <td data-label={t('status')}>
              <StatusBadge status={item.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

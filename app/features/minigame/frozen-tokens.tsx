import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { FrozenGrantView } from '#shared/contract/minigame-contract.ts';
import { formatNumberDisplay } from '#shared/format/number-display.ts';

/** The player's frozen minigame tokens and, for each grant, what unlocks it. */
export function FrozenTokens({ grants, currency }: { grants: readonly FrozenGrantView[]; currency: string }) {
  const { t, i18n } = useTranslation('ui');
  return (
    <section className="account-card" aria-labelledby="frozen-tokens-title" data-testid="frozen-tokens">
      <h2 className="account-card__title" id="frozen-tokens-title">
        {t('frozenTitle')}
      </h2>
      {grants.length === 0 ? (
        <p className="account-card__muted">{t('frozenNone')}</p>
      ) : (
        <ul className="frozen-list">
          {grants.map((grant, index) => (
            <li key={index} data-condition={grant.condition}>
              {grant.condition === 'wager'
                ? t('frozenWager', {
                    tokens: grant.tokens,
                    amount: `${currency} ${formatNumberDisplay(grant.wager_left ?? '0', { trim: true })}`,
                  })
                : t('frozenTime', {
                    tokens: grant.tokens,
                    date: new Date(grant.unlock_at ?? 0).toLocaleString(i18n.language),
                  })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

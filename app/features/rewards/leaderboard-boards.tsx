import { useTranslation } from '#app/features/i18n/use-translation.ts';
import type { Leaderboard } from '#shared/contract/leaderboard-contract.ts';
import { formatAmount } from '#app/features/home/display.ts';
import { Amount } from '#app/features/wallet/money.tsx';

/** The brand's running competitions (decision 0035): top 50, the player's own place, time left. */
export function LeaderboardBoards({
  boards,
  language,
  defaultLanguage,
  currency,
  now,
}: {
  boards: readonly Leaderboard[];
  language: string;
  defaultLanguage: string;
  currency: string;
  now: number;
}) {
  const { t } = useTranslation('ui');
  const score = (board: Leaderboard, value: string) =>
    board.metric === 'multiplier' ? `${value}×` : formatAmount(value, currency);
  const left = (endsAt: string | null) => {
    if (!endsAt) return t('leaderboardNotRunning');
    const minutes = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 60_000));
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    if (days > 0) return t('timeLeftDays', { days, hours });
    if (hours > 0) return t('timeLeftHours', { hours, minutes: minutes % 60 });
    return t('timeLeftMinutes', { minutes });
  };
  return (
    <>
      {boards.map((board) => {
        const title =
          board.title[language] ?? board.title[defaultLanguage] ?? Object.values(board.title)[0] ?? '';
        return (
          <section
            key={board.board_id}
            className="account-card"
            aria-label={title}
            data-testid={`leaderboard-${board.board_id}`}
          >
            <h2 className="account-card__title">{title}</h2>
            <p className="account-card__muted">
              {t(`leaderboardMetric_${board.metric}`)} · {left(board.ends_at)}
            </p>
            <p className="leaderboard-own" data-testid="leaderboard-own">
              {board.own
                ? t('leaderboardOwn', { rank: board.own.rank, score: score(board, board.own.score) })
                : t('leaderboardOwnNone')}
            </p>
            {board.prizes.length > 0 ? (
              <ol className="leaderboard-prizes">
                {board.prizes.map((prize, index) => (
                  <li key={index}>
                    <Amount value={prize.amount} currency={currency} unit={prize.type} />
                  </li>
                ))}
              </ol>
            ) : null}
            {board.top.length === 0 ? (
              <p className="account-card__muted">{t('leaderboardEmpty')}</p>
            ) : (
              <div className="rewards-table-wrap">
                <table className="rewards-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('leaderboardRank')}</th>
                      <th scope="col">{t('leaderboardPlayer')}</th>
                      <th scope="col">{t('leaderboardScore')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {board.top.map((row) => (
                      <tr key={row.rank} aria-current={board.own?.rank === row.rank ? 'true' : undefined}>
                        <td>{row.rank}</td>
                        <td>{row.account_id}</td>
                        <td>{score(board, row.score)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}

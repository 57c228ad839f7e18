import { useId, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { BetEntry, BetFairness } from '#shared/contract/bet-history-contract.ts';
import type { BetStatus } from '#shared/contract/bet-history-calls.ts';
import { crashPointText } from '#shared/house/crash-schedule.ts';
import { LocalTime } from '#app/features/accounts/local-time.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { Amount } from '#app/features/wallet/money.tsx';
import { BetLines } from './bet-lines.tsx';

/** The colour a round's state borrows from the wallet's badges: in play, settled, cancelled. */
const statusTone: Record<BetStatus, string> = { open: 'pending', settled: 'done', rolled_back: 'cancelled' };

function BetStatusBadge({ status }: { status: BetStatus }) {
  const { t } = useTranslation('ui');
  return (
    <span className={`wallet-status wallet-status--${statusTone[status]}`} data-status={status}>
      {t(`betStatus_${status}`)}
    </span>
  );
}

/** What the filter matched in all: rounds, staked, won and the difference. */
export function BetSummary({
  total,
  summary,
  currency,
}: {
  total: number;
  summary: { stake: string; win: string; net: string };
  currency: string;
}) {
  const { t } = useTranslation('ui');
  return (
    <dl className="bet-summary" data-testid="bet-summary">
      <div>
        <dt>{t('betHistoryRounds')}</dt>
        <dd>{total}</dd>
      </div>
      <div>
        <dt>{t('betHistoryStake')}</dt>
        <dd>
          <Amount value={summary.stake} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t('betHistoryWin')}</dt>
        <dd>
          <Amount value={summary.win} currency={currency} />
        </dd>
      </div>
      <div>
        <dt>{t('betHistoryNet')}</dt>
        <dd>
          <Amount value={summary.net} currency={currency} signed />
        </dd>
      </div>
    </dl>
  );
}

/**
 * A house round's provably fair values and the way to check them: a link to the /fairness verifier
 * with them filled in once the server seed is revealed, else where to reveal it.
 */
function RoundFairness({ fairness }: { fairness: BetFairness }) {
  const { t } = useTranslation('ui');
  const localise = useLocalisedPath();
  if (fairness.game === 'crash') {
    const crash = new URLSearchParams({
      game: 'crash',
      crash_hash: fairness.round_hash,
      salt: fairness.salt,
      terminating: fairness.terminating_hash,
      round: String(fairness.round_number),
    });
    return (
      <div className="bet-round__fairness" data-testid="bet-round-fairness">
        <p className="bet-round__id">
          {t('fairnessCrashRound')} <span className="wallet-reference">{fairness.round_number}</span> ·{' '}
          {t('fairnessCrashPoint')}{' '}
          <span className="wallet-reference">{crashPointText(fairness.crash_point)}×</span>
        </p>
        <p className="bet-round__id">
          {t('fairnessCrashHash')} <span className="wallet-reference">{fairness.round_hash}</span>
        </p>
        <Link
          className="bet-round__verify"
          to={`${localise('/fairness')}?${crash.toString()}`}
          data-testid="bet-round-verify"
        >
          {t('betHistoryVerify')}
        </Link>
      </div>
    );
  }
  const params = new URLSearchParams({
    game: fairness.game,
    server_seed: fairness.server_seed ?? '',
    client_seed: fairness.client_seed,
    nonce: String(fairness.nonce),
    hash: fairness.server_seed_hash,
  });
  return (
    <div className="bet-round__fairness" data-testid="bet-round-fairness">
      <p className="bet-round__id">
        {t('fairnessClientSeed')} <span className="wallet-reference">{fairness.client_seed}</span> ·{' '}
        {t('fairnessNonce')} <span className="wallet-reference">{fairness.nonce}</span>
      </p>
      <p className="bet-round__id">
        {t('fairnessCommitment')} <span className="wallet-reference">{fairness.server_seed_hash}</span>
      </p>
      {fairness.server_seed ? (
        <Link
          className="bet-round__verify"
          to={`${localise('/fairness')}?${params.toString()}`}
          data-testid="bet-round-verify"
        >
          {t('betHistoryVerify')}
        </Link>
      ) : (
        <p className="account-card__muted">
          {t('betHistorySeedHidden')} <Link to={localise('/fairness')}>{t('fairness')}</Link>
        </p>
      )}
    </div>
  );
}

/** The transactions that moved one round, oldest first: stakes out, wins and refunds in. */
function RoundDetails({ round, currency }: { round: BetEntry; currency: string }) {
  const { t } = useTranslation('ui');
  const hidden = round.transaction_count - round.transactions.length;
  return (
    <div className="bet-round__details">
      <p className="bet-round__id">
        {t('betHistoryRoundId')} <span className="wallet-reference">{round.round_id}</span>
      </p>
      {round.lines ? <BetLines round={round} /> : null}
      <ol className="bet-round__transactions">
        {round.transactions.map((line) => (
          <li key={line.transaction_id} className="bet-round__transaction" data-kind={line.kind}>
            <span className="bet-round__kind">
              {t(`betTransaction_${line.kind}`)}
              {line.rolled_back ? (
                <span className="bet-round__refunded"> · {t('betHistoryRefunded')}</span>
              ) : null}
            </span>
            <Amount
              value={line.kind === 'bet' ? `-${line.amount}` : line.amount}
              currency={currency}
              signed
            />
            <span className="bet-round__meta">
              <LocalTime iso={line.created_at} /> ·{' '}
              <span className="wallet-reference">{line.transaction_id}</span>
            </span>
          </li>
        ))}
      </ol>
      {hidden > 0 ? (
        <p className="account-card__muted">{t('betHistoryMoreTransactions', { count: hidden })}</p>
      ) : null}
      {round.fairness ? <RoundFairness fairness={round.fairness} /> : null}
    </div>
  );
}

function RoundRow({ round, currency }: { round: BetEntry; currency: string }) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <>
      <tr data-status={round.status} data-round={round.round_id} className="bet-round">
        <td data-label={t('date')}>
          <LocalTime iso={round.placed_at} />
        </td>
        <td data-label={t('betHistoryGame')}>
          <span className="bet-round__game-cell">
            <span className="bet-round__game">{round.game_name}</span>
            <span className="bet-round__provider">{round.provider_name}</span>
          </span>
        </td>
        <td data-label={t('betHistoryStake')} className="wallet-table__number">
          <Amount value={round.stake} currency={currency} />
        </td>
        <td data-label={t('betHistoryWin')} className="wallet-table__number">
          <Amount value={round.win} currency={currency} />
        </td>
        <td data-label={t('betHistoryNet')} className="wallet-table__number">
          <Amount value={round.net} currency={currency} signed />
        </td>
        <td data-label={t('status')}>
          <BetStatusBadge status={round.status} />
        </td>
        <td className="bet-round__toggle-cell">
          <button
            type="button"
            className="btn btn--ghost bet-round__toggle"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {t(open ? 'betHistoryHideDetails' : 'betHistoryShowDetails')}
          </button>
        </td>
      </tr>
      <tr id={detailsId} className="bet-round__details-row" hidden={!open}>
        <td colSpan={7}>{open ? <RoundDetails round={round} currency={currency} /> : null}</td>
      </tr>
    </>
  );
}

/**
 * The player's rounds as a table on wide screens and as stacked cards on a phone (each cell
 * carries its column name); each round opens to show the transactions that moved it.
 */
export function BetRoundsTable({ rounds, currency }: { rounds: BetEntry[]; currency: string }) {
  const { t } = useTranslation('ui');
  return (
    <table className="wallet-table bet-rounds" data-testid="bet-rounds">
      <caption className="sr-only">{t('betHistory')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('betHistoryGame')}</th>
          <th scope="col" className="wallet-table__number">
            {t('betHistoryStake')}
          </th>
          <th scope="col" className="wallet-table__number">
            {t('betHistoryWin')}
          </th>
          <th scope="col" className="wallet-table__number">
            {t('betHistoryNet')}
          </th>
          <th scope="col">{t('status')}</th>
          <th scope="col">
            <span className="sr-only">{t('betHistoryTransactions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((round) => (
          <RoundRow key={round.bet_id} round={round} currency={currency} />
        ))}
      </tbody>
    </table>
  );
}

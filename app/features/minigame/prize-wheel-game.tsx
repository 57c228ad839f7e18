import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { Link } from 'react-router';
import type { CallResponse } from '#shared/contract/call-types.ts';
import {
  type MinigameSpinView,
  type WheelSegmentView,
  type minigameInfoCall,
  type spinInfoCall,
} from '#shared/contract/minigame-contract.ts';
import { minigameSpinCall, spinSpinCall } from '#shared/contract/minigame-calls.ts';
import { formatNumberDisplay } from '#shared/format/number-display.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSession } from '#app/features/session/session-provider.tsx';
import { createKeyKeeper, isDecided } from '#app/features/wallet/idempotency.ts';
import { Amount } from '#app/features/wallet/money.tsx';
import {
  useApplyBalances,
  usePlayerCredentials,
  type BalanceAnswer,
} from '#app/features/wallet/use-wallet.ts';
import { rotationFor, segmentAt, segmentPath } from './wheel-geometry.ts';

type WheelInfo = CallResponse<typeof minigameInfoCall>['value'];
type DailyInfo = CallResponse<typeof spinInfoCall>['value'];

const radius = 150;
const spinMs = 3200;
const reducedSpinMs = 300;

/** The short label drawn on a segment; the prize list below the wheel says it in full. */
function shortLabel(segment: WheelSegmentView, currency: string): string {
  // Whole amounts without their zero decimals: the segment is narrow.
  const amount = formatNumberDisplay(segment.prize.amount, { trim: true }).replace(/\.0+$/, '');
  switch (segment.prize.type) {
    case 'cash':
      return `${amount} ${currency}`;
    case 'minigame_token':
      return `${amount} ★`;
    case 'game_token':
      return `${amount} ◆`;
    case 'free_spin':
      return `↻ ${amount}`;
    case 'none':
      return '✕';
  }
}

/** A prize in words, for the prize list and the result. */
function PrizeText({ prize, currency }: { prize: WheelSegmentView['prize']; currency: string }) {
  const { t } = useTranslation('ui');
  if (prize.type === 'none') return <span>{t('wheelPrizeNone')}</span>;
  if (prize.type === 'free_spin') return <span>{t('wheelPrizeFreeSpin', { amount: prize.amount })}</span>;
  return <Amount value={prize.amount} currency={currency} unit={prize.type} />;
}

function WheelDrawing({
  segments,
  rotation,
  durationMs,
  currency,
  stopped,
}: {
  segments: readonly WheelSegmentView[];
  rotation: number;
  durationMs: number;
  currency: string;
  stopped: number | null;
}) {
  const { t } = useTranslation('ui');
  const n = segments.length;
  const step = 360 / n;
  return (
    <div
      className="prize-wheel"
      data-testid="prize-wheel"
      data-stopped={stopped ?? undefined}
      data-stop-segment={stopped === null ? undefined : segments[stopped]?.id}
    >
      <span className="prize-wheel__pointer" aria-hidden="true" />
      <svg
        className="prize-wheel__disc"
        viewBox={`0 0 ${2 * radius} ${2 * radius}`}
        role="img"
        aria-label={t('wheelPrizesTitle')}
        style={{
          transform: `rotate(${rotation}deg)`,
          transition:
            durationMs > 0 ? `transform ${durationMs}ms cubic-bezier(0.17, 0.67, 0.16, 0.99)` : 'none',
        }}
      >
        {segments.map((segment, index) => {
          const soldOut = segment.left === 0;
          const tone = soldOut ? 'out' : index % 2 === 0 ? 'a' : 'b';
          const angle = (index + 0.5) * step;
          return (
            <g key={segment.id} data-segment={segment.id} data-sold-out={soldOut || undefined}>
              <path
                d={segmentPath(index, n, radius)}
                className={`prize-wheel__seg prize-wheel__seg--${tone}`}
              />
              <text
                className="prize-wheel__label"
                x={radius}
                y={radius * 0.3}
                transform={`rotate(${angle} ${radius} ${radius})`}
                textAnchor="middle"
              >
                {soldOut ? t('wheelSoldOut') : shortLabel(segment, currency)}
              </text>
            </g>
          );
        })}
        <circle cx={radius} cy={radius} r={radius * 0.14} className="prize-wheel__hub" />
      </svg>
    </div>
  );
}

function PrizeList({ segments, currency }: { segments: readonly WheelSegmentView[]; currency: string }) {
  const { t } = useTranslation('ui');
  return (
    <section className="account-card prize-list" aria-labelledby="prize-list-title">
      <h2 className="account-card__title" id="prize-list-title">
        {t('wheelPrizesTitle')}
      </h2>
      <ul className="prize-list__items">
        {segments.map((segment) => (
          <li key={segment.id} className="prize-list__item" data-sold-out={segment.left === 0 || undefined}>
            <PrizeText prize={segment.prize} currency={currency} />
            <span className="prize-list__odds">
              {segment.left === 0
                ? t('wheelSoldOut')
                : `${t('wheelChance')} ${Number((segment.odds * 100).toFixed(1))}%`}
              {segment.left !== null && segment.left > 0 ? ` · ${t('wheelLeft', { n: segment.left })}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The /fairness link of a spin: everything but the server seed, which the player reveals by rotating. */
function verifyHref(spin: MinigameSpinView): string {
  const params = new URLSearchParams({
    game: 'wheel',
    client_seed: spin.fairness.client_seed,
    nonce: String(spin.fairness.nonce),
    hash: spin.fairness.server_seed_hash,
    weights: spin.fairness.weights.join(','),
    sold_out: spin.fairness.sold_out.join(','),
  });
  return `/fairness?${params.toString()}`;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export type WheelMode = { kind: 'wheel'; info: WheelInfo } | { kind: 'daily'; info: DailyInfo };

/**
 * A prize wheel the server spins: the press sends one spin request (a retry after a lost answer
 * reuses its id, so it never spins twice), the wheel turns to the segment the server decided, and
 * only when it stops do the prize and the header's balances show.
 */
export function PrizeWheelGame({
  mode,
  currency,
  onInfo,
  footer,
}: {
  mode: WheelMode;
  currency: string;
  onInfo: (mode: WheelMode) => void;
  footer?: React.ReactNode;
}) {
  const { t } = useTranslation('ui');
  const call = useApi();
  const credentials = usePlayerCredentials();
  const applyBalances = useApplyBalances();
  const localise = useLocalisedPath();
  const tokens = Number(useSession((s) => s.minigame.token_balance));
  const keys = useRef(createKeyKeeper());
  const [rotation, setRotation] = useState(0);
  const [duration, setDuration] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [stopped, setStopped] = useState<number | null>(null);
  const [result, setResult] = useState<MinigameSpinView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const segments = mode.info.segments;
  const canSpin =
    mode.kind === 'daily' ? mode.info.spins_left > 0 : mode.info.free_spins > 0 || tokens >= mode.info.cost;

  const press = async () => {
    const player = credentials();
    if (spinning || !player || !canSpin) return;
    setSpinning(true);
    setResult(null);
    setStopped(null);
    const request_id = keys.current.keyFor(mode.kind);
    // A refusal (no tokens, no spin left) or a success settles the key; a lost answer keeps it, so
    // pressing again retries the same spin and the server answers it without spinning twice.
    const turn = (spin: MinigameSpinView, next: WheelMode, balances: BalanceAnswer) => {
      const ms = prefersReducedMotion() ? reducedSpinMs : spinMs;
      const target = rotationFor(spin.segment_index, segments.length, rotation);
      setDuration(ms);
      setRotation(target);
      timer.current = setTimeout(() => {
        setStopped(segmentAt(target, segments.length));
        setResult(spin);
        setSpinning(false);
        applyBalances(balances);
        onInfo(next);
      }, ms + 50);
    };
    if (mode.kind === 'wheel') {
      const answer = await call(minigameSpinCall, { ...player, request_id });
      if (isDecided(answer)) keys.current.settle();
      if (isApiSuccess(answer))
        return turn(answer.value.spin, { kind: 'wheel', info: answer.value.info }, answer);
    } else {
      const answer = await call(spinSpinCall, { ...player, request_id });
      if (isDecided(answer)) keys.current.settle();
      if (isApiSuccess(answer))
        return turn(answer.value.spin, { kind: 'daily', info: answer.value.info }, answer);
    }
    setSpinning(false);
  };

  const label = spinning
    ? t('wheelSpinning')
    : mode.kind === 'daily'
      ? t('wheelSpinDaily')
      : mode.info.free_spins > 0
        ? t('wheelSpinFree', { n: mode.info.free_spins })
        : t('wheelSpinCost', { n: mode.info.cost });

  return (
    <div className="wheel-game" data-testid={`wheel-game-${mode.kind}`}>
      <div className="wheel-game__stage">
        <WheelDrawing
          segments={segments}
          rotation={rotation}
          durationMs={duration}
          currency={currency}
          stopped={stopped}
        />
        <button
          type="button"
          className="btn btn--primary wheel-game__spin"
          data-testid="wheel-spin"
          disabled={spinning || !canSpin}
          onClick={() => void press()}
        >
          {label}
        </button>
        {mode.kind === 'wheel' && !canSpin && !spinning ? (
          <p className="wheel-game__note">{t('wheelNotEnough', { n: mode.info.cost })}</p>
        ) : null}
        <div className="wheel-game__result" role="status" aria-live="polite" data-testid="wheel-result">
          {result ? (
            <>
              {result.prize.type === 'none' ? (
                <p>{t('wheelNoPrize')}</p>
              ) : (
                <p>
                  {t('wheelWon')}{' '}
                  <strong data-testid="wheel-prize">
                    <PrizeText prize={result.prize} currency={currency} />
                  </strong>
                </p>
              )}
              <p className="wheel-game__verify">
                <Link to={localise(verifyHref(result))} data-testid="wheel-verify">
                  {t('wheelVerify')}
                </Link>{' '}
                <span className="wheel-game__hint">{t('wheelVerifyHint')}</span>
              </p>
            </>
          ) : null}
        </div>
        {footer}
      </div>
      <PrizeList segments={segments} currency={currency} />
    </div>
  );
}

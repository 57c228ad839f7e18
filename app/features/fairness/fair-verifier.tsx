import { useMemo, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { roundFloats, serverSeedHash, type FairRound } from '#shared/fair/provably-fair.ts';
import { slotLines } from '#shared/house/slot-machine.ts';
import { verifiedHashRound, verifiedSlotRound } from './fair-rounds.ts';

const verifierGames = ['hash', 'slot', 'floats'] as const;
type VerifierGame = (typeof verifierGames)[number];

/** What the verifier starts from: a round's values as the bet history links them, or nothing. */
export interface VerifierInput {
  game: VerifierGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The commitment the player was shown before play, to compare with the seed's hash. */
  commitment: string;
}

/** Reads the verifier's fields from the address (?game=hash&server_seed=…&client_seed=…&nonce=…&hash=…). */
export function verifierInputOf(params: URLSearchParams): VerifierInput {
  const game = params.get('game');
  return {
    game: (verifierGames as readonly string[]).includes(game ?? '') ? (game as VerifierGame) : 'hash',
    serverSeed: (params.get('server_seed') ?? '').slice(0, 200),
    clientSeed: (params.get('client_seed') ?? '').slice(0, 200),
    nonce: /^\d{1,12}$/.test(params.get('nonce') ?? '') ? params.get('nonce')! : '0',
    commitment: (params.get('hash') ?? '').slice(0, 64).toLowerCase(),
  };
}

const floatsShown = 8;

export function Field({
  label,
  value,
  onChange,
  name,
  inputMode,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  inputMode?: 'numeric';
  hint?: string;
}) {
  return (
    <label className="fair-field">
      <span className="fair-field__label">{label}</span>
      <input
        className="wallet-input fair-field__input"
        name={name}
        value={value}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <span className="fair-field__hint">{hint}</span> : null}
    </label>
  );
}

function HashOutcome({ round }: { round: FairRound }) {
  const { t } = useTranslation('ui');
  const outcome = verifiedHashRound(round);
  return (
    <dl className="fair-outcome" data-testid="fair-outcome">
      <div>
        <dt>{t('fairnessRoundHash')}</dt>
        <dd className="fair-mono" data-testid="fair-round-hash">
          {outcome.hash.slice(0, -1)}
          <mark className="fair-digit">{outcome.hash.slice(-1)}</mark>
        </dd>
      </div>
      <div>
        <dt>{t('fairnessLastDigit')}</dt>
        <dd data-testid="fair-digit">{outcome.digit}</dd>
      </div>
      <div>
        <dt>{t('fairnessOddEven')}</dt>
        <dd data-testid="fair-odd-even">{t(outcome.odd ? 'fairnessOdd' : 'fairnessEven')}</dd>
      </div>
      <div>
        <dt>{t('fairnessBigSmall')}</dt>
        <dd data-testid="fair-big-small">{t(outcome.big ? 'fairnessBig' : 'fairnessSmall')}</dd>
      </div>
    </dl>
  );
}

/** The slot round: each spin's stops and window, its line wins and free spins, and the total win. */
function SlotOutcome({ round }: { round: FairRound }) {
  const { t } = useTranslation('ui');
  const played = verifiedSlotRound(round);
  return (
    <div className="fair-slot" data-testid="fair-slot">
      <p className="fair-slot__total">
        {t('fairnessSlotTotal')}:{' '}
        <strong data-testid="fair-slot-win">{t('houseTimesBet', { value: played.winTimesBet })}</strong>
        {played.freeSpinsPlayed > 0 ? (
          <> · {t('fairnessSlotFreeSpins', { n: played.freeSpinsPlayed })}</>
        ) : null}
      </p>
      <ol className="fair-slot__spins">
        {played.spins.map((spin, index) => (
          <li key={index} className="fair-slot__spin" data-testid="fair-slot-spin">
            <p className="fair-card__muted">
              {index === 0 ? t('fairnessSlotBaseSpin') : t('fairnessSlotFreeSpin', { number: index })}
              {' · '}
              {t('fairnessSlotStops')}:{' '}
              <span className="fair-mono" data-testid="fair-slot-stops">
                {spin.stops.join(' ')}
              </span>
            </p>
            <table className="fair-slot__window" aria-label={t('fairnessSlotWindow')}>
              <tbody>
                {[0, 1, 2].map((row) => (
                  <tr key={row}>
                    {spin.window.map((column, reel) => (
                      <td key={reel}>{column[row]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            {spin.lineWins.length > 0 || spin.scatterPay > 0 ? (
              <ul className="fair-slot__wins">
                {spin.lineWins.map((win) => (
                  <li key={win.line}>
                    {t('fairnessSlotLineWin', {
                      line: win.line + 1,
                      n: win.count,
                      symbol: win.symbol,
                      pay: win.pay * spin.multiplier,
                    })}{' '}
                    <span className="fair-card__muted">
                      ({slotLines[win.line]!.map((r) => r + 1).join('-')})
                    </span>
                  </li>
                ))}
                {spin.scatterPay > 0 ? (
                  <li>
                    {t('fairnessSlotScatterWin', {
                      n: spin.scatters,
                      pay: spin.scatterPay * spin.multiplier,
                    })}
                  </li>
                ) : null}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Recomputes a house round in the browser from its server seed, client seed and nonce, with the
 * same shared module the server plays it with: the commitment, the floats and the outcome. It
 * makes no call, so it works offline and proves nothing by trusting the server.
 */
export function FairVerifier({ initial }: { initial: VerifierInput }) {
  const { t } = useTranslation('ui');
  const [input, setInput] = useState(initial);
  const set = (patch: Partial<VerifierInput>) => setInput((current) => ({ ...current, ...patch }));
  const nonce = /^\d{1,12}$/.test(input.nonce) ? Number(input.nonce) : null;
  const round = useMemo<FairRound | null>(
    () =>
      input.serverSeed && nonce !== null
        ? { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce }
        : null,
    [input.serverSeed, input.clientSeed, nonce],
  );
  const computedHash = input.serverSeed ? serverSeedHash(input.serverSeed) : '';
  const floats = round ? roundFloats(round, floatsShown) : [];
  return (
    <section className="fair-card" aria-labelledby="fair-verify-title" data-testid="fair-verifier">
      <h2 className="fair-card__title" id="fair-verify-title">
        {t('fairnessVerifyTitle')}
      </h2>
      <p className="fair-card__muted">{t('fairnessOffline')}</p>
      <form className="fair-form" onSubmit={(event) => event.preventDefault()}>
        <label className="fair-field">
          <span className="fair-field__label">{t('fairnessGame')}</span>
          <select
            className="wallet-input"
            name="game"
            value={input.game}
            onChange={(event) => set({ game: event.target.value as VerifierGame })}
          >
            {verifierGames.map((game) => (
              <option key={game} value={game}>
                {t(`fairnessGame_${game}`)}
              </option>
            ))}
          </select>
        </label>
        <Field
          label={t('fairnessServerSeed')}
          name="server_seed"
          value={input.serverSeed}
          onChange={(serverSeed) => set({ serverSeed: serverSeed.trim() })}
          hint={t('fairnessServerSeedHint')}
        />
        <Field
          label={t('fairnessClientSeed')}
          name="client_seed"
          value={input.clientSeed}
          onChange={(clientSeed) => set({ clientSeed })}
        />
        <Field
          label={t('fairnessNonce')}
          name="nonce"
          inputMode="numeric"
          value={input.nonce}
          onChange={(value) => set({ nonce: value.replace(/\D/g, '').slice(0, 12) })}
        />
        <Field
          label={t('fairnessCommitment')}
          name="hash"
          value={input.commitment}
          onChange={(commitment) => set({ commitment: commitment.trim().toLowerCase() })}
        />
      </form>
      {!round ? (
        <p className="fair-card__muted" role="status">
          {t('fairnessEnterSeeds')}
        </p>
      ) : (
        <div className="fair-result" role="status" aria-live="polite">
          <dl className="fair-outcome">
            <div>
              <dt>{t('fairnessComputedHash')}</dt>
              <dd className="fair-mono" data-testid="fair-seed-hash">
                {computedHash}
              </dd>
            </div>
            {input.commitment ? (
              <div>
                <dt>{t('fairnessCommitmentCheck')}</dt>
                <dd
                  data-testid="fair-commitment-check"
                  data-matches={computedHash === input.commitment}
                  className={computedHash === input.commitment ? 'fair-ok' : 'fair-bad'}
                >
                  {t(computedHash === input.commitment ? 'fairnessHashMatches' : 'fairnessHashDiffers')}
                </dd>
              </div>
            ) : null}
          </dl>
          <h3 className="fair-card__subtitle">{t('fairnessFloats')}</h3>
          <ol className="fair-floats" data-testid="fair-floats">
            {floats.map((float, index) => (
              <li key={index} className="fair-mono">
                {float.toFixed(12)}
              </li>
            ))}
          </ol>
          <h3 className="fair-card__subtitle">{t('fairnessOutcome')}</h3>
          {input.game === 'hash' ? (
            <HashOutcome round={round} />
          ) : input.game === 'slot' ? (
            <SlotOutcome round={round} />
          ) : (
            <p className="fair-card__muted">{t('fairnessFloatsOnly')}</p>
          )}
        </div>
      )}
    </section>
  );
}

import { useMemo, useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { crashPointOf, previousChainHash } from '#shared/house/crash-chain.ts';
import { crashPointText } from '#shared/house/crash-schedule.ts';
import { Field } from './fair-verifier.tsx';

/** The crash verifier's fields, from the crash game's "last rounds" links (?game=crash&crash_hash=…). */
interface CrashInput {
  hash: string;
  salt: string;
  terminating: string;
  round: string;
}

/** The most links the browser walks back (a chain is 10,000 rounds; this leaves room for longer ones). */
const maxRoundNumber = 1_000_000;

export function crashInputOf(params: URLSearchParams): CrashInput {
  const hex = (name: string) => (params.get(name) ?? '').trim().toLowerCase().slice(0, 64);
  const round = params.get('round') ?? '';
  return {
    hash: hex('crash_hash'),
    salt: (params.get('salt') ?? '').trim().slice(0, 200),
    terminating: hex('terminating'),
    round: /^\d{1,7}$/.test(round) ? round : '',
  };
}

/**
 * Recomputes a crash round in the browser with the game server's own module: its crash point from
 * the round hash and the chain's salt, and whether hashing the round hash as many times as its round
 * number reaches the published terminating hash. No server call.
 */
export function CrashVerifier({ initial }: { initial: CrashInput }) {
  const { t } = useTranslation('ui');
  const [input, setInput] = useState(initial);
  const set = (patch: Partial<CrashInput>) => setInput((current) => ({ ...current, ...patch }));
  const hashOk = /^[0-9a-f]{64}$/.test(input.hash);
  const point = hashOk && input.salt ? crashPointOf(input.hash, input.salt) : null;
  const round = Number(input.round);
  const steps = input.round && round >= 1 && round <= maxRoundNumber ? round : null;
  const linked = useMemo(() => {
    if (!hashOk || steps === null || !/^[0-9a-f]{64}$/.test(input.terminating)) return null;
    let current = input.hash;
    for (let i = 0; i < steps; i++) current = previousChainHash(current);
    return current === input.terminating;
  }, [hashOk, input.hash, input.terminating, steps]);
  return (
    <section className="fair-card" aria-labelledby="fair-crash-title" data-testid="crash-verifier">
      <h2 className="fair-card__title" id="fair-crash-title">
        {t('fairnessCrashTitle')}
      </h2>
      <p className="fair-card__muted">{t('fairnessCrashLead')}</p>
      <form className="fair-form" onSubmit={(event) => event.preventDefault()}>
        <Field
          label={t('fairnessCrashHash')}
          name="crash_hash"
          value={input.hash}
          onChange={(hash) => set({ hash: hash.trim().toLowerCase() })}
        />
        <Field
          label={t('fairnessCrashSalt')}
          name="salt"
          value={input.salt}
          onChange={(salt) => set({ salt: salt.trim() })}
        />
        <Field
          label={t('fairnessCrashTerminating')}
          name="terminating"
          value={input.terminating}
          onChange={(terminating) => set({ terminating: terminating.trim().toLowerCase() })}
        />
        <Field
          label={t('fairnessCrashRound')}
          name="round"
          inputMode="numeric"
          value={input.round}
          onChange={(value) => set({ round: value.replace(/\D/g, '').slice(0, 7) })}
        />
      </form>
      {point === null ? (
        <p className="fair-card__muted" role="status">
          {t('fairnessCrashNeedHash')}
        </p>
      ) : (
        <dl className="fair-outcome" role="status" aria-live="polite">
          <div>
            <dt>{t('fairnessCrashPoint')}</dt>
            <dd className="fair-mono" data-testid="crash-verified-point">
              {crashPointText(point)}×
            </dd>
          </div>
          {linked === null ? null : (
            <div>
              <dt>{t('fairnessCrashLinks')}</dt>
              <dd className={linked ? 'fair-ok' : 'fair-bad'} data-testid="crash-verified-chain">
                {t(linked ? 'fairnessCrashLinked' : 'fairnessCrashNotLinked', { steps })}
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { serverSeedHash } from '#shared/fair/provably-fair.ts';
import { wheelStop } from '#shared/minigame/wheel-rules.ts';
import { Field } from './fair-verifier.tsx';

/** The wheel verifier's fields, from a spin's "Verify this spin" link (?game=wheel&client_seed=…&weights=…). */
interface WheelInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  commitment: string;
  weights: string;
  soldOut: string;
}

export function wheelInputOf(params: URLSearchParams): WheelInput {
  const list = (name: string) => (params.get(name) ?? '').replace(/[^\d,]/g, '').slice(0, 400);
  return {
    serverSeed: (params.get('server_seed') ?? '').trim().slice(0, 200),
    clientSeed: (params.get('client_seed') ?? '').slice(0, 200),
    nonce: /^\d{1,12}$/.test(params.get('nonce') ?? '') ? params.get('nonce')! : '',
    commitment: (params.get('hash') ?? '').slice(0, 64).toLowerCase(),
    weights: list('weights'),
    soldOut: list('sold_out'),
  };
}

/** Whole weights in wheel order, at most 24; null unless they are that and some weight is positive. */
function weightsOf(text: string): number[] | null {
  const weights = text.split(',').map((part) => (/^\d{1,7}$/.test(part) ? Number(part) : NaN));
  if (weights.length < 2 || weights.length > 24 || weights.some((w) => Number.isNaN(w))) return null;
  return weights.some((w) => w > 0) ? weights : null;
}

/**
 * Recomputes a prize wheel spin (the minigame wheel or the daily spin) in the browser with the
 * module the server spins with: from the revealed server seed, the client seed and nonce, the
 * segments' weights and those sold out at the time, the segment the wheel stops on. No server call.
 */
export function WheelVerifier({ initial }: { initial: WheelInput }) {
  const { t } = useTranslation('ui');
  const [input, setInput] = useState(initial);
  const set = (patch: Partial<WheelInput>) => setInput((current) => ({ ...current, ...patch }));
  const weights = weightsOf(input.weights);
  const soldOut = new Set(input.soldOut.split(',').filter(Boolean).map(Number));
  const available = weights?.map((_, index) => !soldOut.has(index)) ?? [];
  const anyLeft = weights?.some((weight, index) => weight > 0 && available[index]) ?? false;
  const ready = input.serverSeed !== '' && input.nonce !== '' && weights !== null && anyLeft;
  const stop = ready
    ? wheelStop(
        { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: Number(input.nonce) },
        weights,
        available,
      )
    : null;
  const computedHash = input.serverSeed ? serverSeedHash(input.serverSeed) : '';
  return (
    <section className="fair-card" aria-labelledby="fair-wheel-title" data-testid="wheel-verifier">
      <h2 className="fair-card__title" id="fair-wheel-title">
        {t('fairnessWheelTitle')}
      </h2>
      <p className="fair-card__muted">{t('fairnessWheelLead')}</p>
      <form className="fair-form" onSubmit={(event) => event.preventDefault()}>
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
        <Field
          label={t('fairnessWheelWeights')}
          name="weights"
          value={input.weights}
          onChange={(value) => set({ weights: value.replace(/[^\d,]/g, '') })}
        />
        <Field
          label={t('fairnessWheelSoldOut')}
          name="sold_out"
          value={input.soldOut}
          onChange={(value) => set({ soldOut: value.replace(/[^\d,]/g, '') })}
        />
      </form>
      {stop === null ? (
        <p className="fair-card__muted" role="status">
          {t('fairnessWheelNeed')}
        </p>
      ) : (
        <dl className="fair-outcome" role="status" aria-live="polite">
          {input.commitment ? (
            <div>
              <dt>{t('fairnessCommitmentCheck')}</dt>
              <dd
                data-testid="wheel-commitment-check"
                data-matches={computedHash === input.commitment}
                className={computedHash === input.commitment ? 'fair-ok' : 'fair-bad'}
              >
                {t(computedHash === input.commitment ? 'fairnessHashMatches' : 'fairnessHashDiffers')}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('fairnessWheelSegment')}</dt>
            <dd className="fair-mono" data-testid="wheel-verified-segment">
              {stop}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from '#app/features/i18n/use-translation.ts';
import { useNavigate } from 'react-router';
import { clientSeedField, type RevealedPair } from '#shared/contract/fairness-contract.ts';
import { fairRotateCall, fairSeedsCall } from '#shared/contract/fairness-calls.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { useSession } from '#app/features/session/session-provider.tsx';
import { usePlayerCredentials, usePlayerData } from '#app/features/wallet/use-wallet.ts';

/** The verifier's address for the rounds of a revealed pair, starting at its first round. */
function verifyHref(pair: RevealedPair): string {
  const query = new URLSearchParams({
    game: 'hash',
    server_seed: pair.server_seed,
    client_seed: pair.client_seed,
    nonce: '0',
    hash: pair.server_seed_hash,
  });
  return `/fairness?${query.toString()}`;
}

/**
 * A signed-in player's seeds: the pair in use (its server seed only as the hash), a form to choose
 * a new client seed, which rotates the pair and reveals the old server seed, and the last pair
 * revealed, ready to verify.
 */
export function SeedPairPanel() {
  const { t } = useTranslation('ui');
  const call = useApi();
  const navigate = useNavigate();
  const signedIn = useSession((s) => Boolean(s.token));
  const credentials = usePlayerCredentials();
  const seeds = usePlayerData(async (player) => {
    const answer = await call(fairSeedsCall, player);
    return isApiSuccess(answer) ? answer.value : null;
  }, []);
  const [clientSeed, setClientSeed] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!signedIn) return null;

  const rotate = async (event: FormEvent) => {
    event.preventDefault();
    const player = credentials();
    if (!player || busy) return;
    const chosen = clientSeed.trim();
    if (chosen && !clientSeedField.safeParse(chosen).success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    const answer = await call(fairRotateCall, { ...player, ...(chosen ? { client_seed: chosen } : {}) });
    setBusy(false);
    if (isApiSuccess(answer)) {
      setClientSeed('');
      seeds.reload();
    }
  };

  const active = seeds.data?.active;
  const previous = seeds.data?.previous;
  return (
    <section className="fair-card fair-seeds" aria-labelledby="fair-seeds-title" data-testid="fair-seeds">
      <h2 className="fair-card__title" id="fair-seeds-title">
        {t('fairnessYourSeeds')}
      </h2>
      {!active ? (
        <p className="fair-card__muted">{seeds.loading ? t('loading') : t('walletUnavailable')}</p>
      ) : (
        <dl className="fair-outcome">
          <div>
            <dt>{t('fairnessCommitment')}</dt>
            <dd className="fair-mono" data-testid="fair-active-hash">
              {active.server_seed_hash}
            </dd>
          </div>
          <div>
            <dt>{t('fairnessClientSeed')}</dt>
            <dd className="fair-mono" data-testid="fair-active-client-seed">
              {active.client_seed}
            </dd>
          </div>
          <div>
            <dt>{t('fairnessNextNonce')}</dt>
            <dd data-testid="fair-active-nonce">{active.nonce}</dd>
          </div>
        </dl>
      )}
      <form className="fair-rotate" onSubmit={rotate} noValidate>
        <label className="fair-field">
          <span className="fair-field__label">{t('fairnessNewClientSeed')}</span>
          <input
            className="wallet-input fair-field__input"
            name="client_seed"
            value={clientSeed}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid}
            aria-describedby="fair-rotate-hint"
            onChange={(event) => setClientSeed(event.target.value)}
          />
          <span className="fair-field__hint" id="fair-rotate-hint" role={invalid ? 'alert' : undefined}>
            {invalid ? t('errors:invalidClientSeed') : t('fairnessRotateHint')}
          </span>
        </label>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? t('loading') : t('fairnessRotate')}
        </button>
      </form>
      {previous ? (
        <div className="fair-revealed" data-testid="fair-revealed">
          <h3 className="fair-card__subtitle">{t('fairnessRevealedTitle', { count: previous.rounds })}</h3>
          <dl className="fair-outcome">
            <div>
              <dt>{t('fairnessServerSeed')}</dt>
              <dd className="fair-mono" data-testid="fair-revealed-seed">
                {previous.server_seed}
              </dd>
            </div>
            <div>
              <dt>{t('fairnessClientSeed')}</dt>
              <dd className="fair-mono">{previous.client_seed}</dd>
            </div>
          </dl>
          <button
            type="button"
            className="btn btn--ghost fair-revealed__verify"
            onClick={() => void navigate(verifyHref(previous))}
          >
            {t('fairnessVerifyRevealed')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

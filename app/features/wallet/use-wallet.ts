import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { type PaymentMethods } from '#shared/contract/payment-contract.ts';
import { paymentMethodsCall } from '#shared/contract/payment-calls.ts';
import { balanceCall } from '#shared/contract/wallet-calls.ts';
import { useLoadAccountData } from '#app/features/accounts/use-account-data.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { useSession, useSessionStoreApi } from '#app/features/session/session-provider.tsx';
import { createKeyKeeper, type KeyKeeper } from './idempotency.ts';

/** account_id and auth of the logged-in player (spec §7 player calls), or null for a guest. */
export function usePlayerCredentials(): () => { account_id: string; auth: string } | null {
  const session = useSessionStoreApi();
  return useCallback(() => {
    const { token, user } = session.getState();
    return token && user ? { account_id: user.account_id, auth: token } : null;
  }, [session]);
}

/** The balances a money-moving answer carries (withdraw, claim_inbox), put where the header reads them. */
export interface BalanceAnswer {
  game_balance: string;
  game_token: string;
  minigame: { frozen_token: string; token_balance: string };
}

export function useApplyBalances(): (answer: BalanceAnswer) => void {
  const session = useSessionStoreApi();
  return useCallback(
    (answer) => {
      session.getState().setGame({ balance: answer.game_balance, token: answer.game_token });
      session.getState().setMinigame(answer.minigame);
    },
    [session],
  );
}

/**
 * Reloads what the header and account screens show of the player after money arrived from
 * elsewhere (a deposit paid on the gateway's page): balance, VIP progress, favourites.
 */
export function useRefreshAccount(): () => Promise<void> {
  return useLoadAccountData();
}

/** Loads the balances again (get_balance) and puts them where the header reads them. */
export function useRefreshBalance(): () => Promise<void> {
  const call = useApi();
  const credentials = usePlayerCredentials();
  const apply = useApplyBalances();
  return useCallback(async () => {
    const player = credentials();
    if (!player) return;
    const answer = await call(balanceCall, player);
    if (isApiSuccess(answer) && credentials()?.auth === player.auth) apply(answer);
  }, [call, credentials, apply]);
}

export interface Loaded<T> {
  data: T | null;
  /** True until the first answer (and while reloading). */
  loading: boolean;
  /** The last load was answered with a failure (already shown by the outcome rules). */
  failed: boolean;
  reload(): void;
}

/**
 * Loads a player's data once the session is there (the browser only: the server renders the
 * loading state) and again whenever `deps` change or `reload` is called. An answer that arrives
 * after a newer load started, or after the page left, is dropped. `deps` are plain values (a page
 * number, a filter's query text), compared by their JSON text. `enabled: false` loads nothing (the
 * route's loader had the data already: decision 0022).
 */
export function usePlayerData<T>(
  load: (credentials: { account_id: string; auth: string }) => Promise<T | null>,
  deps: readonly (string | number | boolean | null | undefined)[],
  { enabled = true }: { enabled?: boolean } = {},
): Loaded<T> {
  const token = useSession((s) => s.token);
  const credentials = usePlayerCredentials();
  const [round, setRound] = useState(0);
  // One text for everything a load depends on: loading is "no answer yet for this request".
  const request = JSON.stringify([token, round, ...deps]);
  const [state, setState] = useState<{ data: T | null; failed: boolean; answered: string | null }>({
    data: null,
    failed: false,
    answered: null,
  });
  // The caller's latest loader, read when a load starts rather than a reason to start one.
  const loadFor = useEffectEvent((player: { account_id: string; auth: string }) => load(player));
  useEffect(() => {
    const player = credentials();
    if (!player || !enabled) return;
    let live = true;
    void loadFor(player).then((data) => {
      if (!live) return;
      setState((current) => ({ data: data ?? current.data, failed: data === null, answered: request }));
    });
    return () => {
      live = false;
    };
  }, [request, credentials, enabled]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return {
    data: state.data,
    failed: state.failed,
    loading: enabled && state.answered !== request,
    reload,
  };
}

/** The brand's currency, deposit methods and limits (payment_methods). */
export function usePaymentMethods(): Loaded<PaymentMethods> {
  const call = useApi();
  return usePlayerData(async (credentials) => {
    const answer = await call(paymentMethodsCall, credentials);
    return isApiSuccess(answer) ? answer : null;
  }, []);
}

/** One key keeper for the life of a form (see idempotency.ts). */
export function useKeyKeeper(): KeyKeeper {
  const [keeper] = useState(() => createKeyKeeper());
  return keeper;
}

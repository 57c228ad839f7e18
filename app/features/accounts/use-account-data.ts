import { useCallback } from 'react';
import { balanceCall, favouritesCall, vipCall } from '#shared/contract/wallet-calls.ts';
import { vipSummary } from '#shared/rules/vip-progress.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { useSessionStoreApi } from '#app/features/session/session-provider.tsx';

/**
 * Spec §4 login: after a login the client loads the balance, the VIP data and the favourites
 * (spec §7: get_balance, vip, fav_list), each through the outcome rules of §8 (a network failure of
 * these is only logged). Answers that arrive after the session changed (logout, another login)
 * are dropped.
 */
export function useLoadAccountData(): () => Promise<void> {
  const call = useApi();
  const session = useSessionStoreApi();
  return useCallback(async () => {
    const { token, user } = session.getState();
    if (!token || !user) return;
    const credentials = { account_id: user.account_id, auth: token };
    const current = () => session.getState().token === token;
    await Promise.all([
      call(balanceCall, credentials).then((answer) => {
        if (!current() || !isApiSuccess(answer)) return;
        session.getState().setGame({ balance: answer.game_balance, token: answer.game_token });
        session.getState().setMinigame(answer.minigame);
      }),
      call(vipCall, credentials).then((answer) => {
        if (!current() || !isApiSuccess(answer)) return;
        session.getState().setVip(vipSummary(answer.nextLevel));
      }),
      call(favouritesCall, credentials).then((answer) => {
        if (!current() || !isApiSuccess(answer)) return;
        session.getState().setFavourites(
          answer.value.map((game) => ({
            game_code: game.game_code,
            game_name: game.game_name,
            game_type: game.game_type,
            game_image: game.img_url,
            provider_code: game.provider_code,
          })),
        );
      }),
    ]);
  }, [call, session]);
}

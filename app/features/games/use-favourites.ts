import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { favouriteAddCall, favouriteRemoveCall } from '#shared/contract/wallet-calls.ts';
import { templateTable, type TemplateName } from '#shared/theme/template-table.ts';
import { isApiSuccess } from '#app/features/api/api-answer.ts';
import { useApi } from '#app/features/api/use-api.tsx';
import { useModalActions } from '#app/features/feedback/modal-provider.tsx';
import { useLocalisedPath } from '#app/features/layouts/parts/use-localised-path.ts';
import { useSession, useSessionStoreApi } from '#app/features/session/session-provider.tsx';
import type { SessionState } from '#app/features/session/session-store.ts';
import { useSite } from '#app/features/site/site-store.tsx';

type FavouriteGame = SessionState['game_fav_list'][number];

const favouriteOf = (game: GameEntry): FavouriteGame => ({
  game_code: game.game_code,
  game_name: game.game_name,
  game_type: game.game_type,
  game_image: game.img_url,
  provider_code: game.provider_code,
});

const gameOfFavourite = (game: FavouriteGame): GameEntry => ({
  provider_code: game.provider_code,
  game_code: game.game_code,
  game_name: game.game_name,
  game_type: game.game_type,
  img_url: game.game_image,
});

/** What a game tile needs to show and change its star. */
export interface FavouriteControl {
  isFavourite(gameCode: string): boolean;
  /** Adds or removes; a guest gets the template's login entry instead. */
  toggle(game: GameEntry): void;
  /** The codes being changed right now (their stars wait). */
  pending: ReadonlySet<string>;
}

/**
 * The player's favourites (spec §3 session state game_fav_list) with add and remove (fav_add,
 * fav_remove). `initial` is the list the page's loader read for the first paint: the server
 * renders the stars from it, and it seeds the session store when that has not loaded its own, so
 * the stars are right before and after hydration. A guest's star opens the login entry of the
 * template (spec §2: the login or sign-in modal, or the /login page).
 */
export function useFavourites(initial: GameEntry[] | null | undefined): {
  control: FavouriteControl;
  list: GameEntry[];
  isAuthenticated: boolean;
} {
  const session = useSessionStoreApi();
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const stored = useSession((s) => s.game_fav_list);
  // Once the player changed a star, the store alone is the truth (even when it is empty).
  const [changed, setChanged] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const call = useApi();
  const navigate = useNavigate();
  const localise = useLocalisedPath();
  const { open } = useModalActions();
  const template = useSite((s) => s.template);

  useEffect(() => {
    const state = session.getState();
    if (initial && state.isAuthenticated && state.game_fav_list.length === 0 && initial.length > 0)
      state.setFavourites(initial.map(favouriteOf));
    // The loader's list only seeds the store once; later changes come through the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const list = useMemo(() => {
    if (!isAuthenticated) return [];
    return changed || stored.length > 0 || !initial ? stored.map(gameOfFavourite) : initial;
  }, [isAuthenticated, changed, initial, stored]);
  const codes = useMemo(() => new Set(list.map((game) => game.game_code)), [list]);

  const toggle = useCallback(
    (game: GameEntry) => {
      const { token, user } = session.getState();
      if (!token || !user) {
        const entry = template ? templateTable[template as TemplateName].loginEntry : 'page';
        if (entry === 'login-modal') open('login');
        else if (entry === 'signin-modal') open('signin');
        else void navigate(localise('/login'));
        return;
      }
      const code = game.game_code;
      const adding = !session.getState().game_fav_list.some((item) => item.game_code === code);
      setChanged(true);
      setPending((current) => new Set([...current, code]));
      void call(adding ? favouriteAddCall : favouriteRemoveCall, {
        account_id: user.account_id,
        auth: token,
        game_code: code,
      })
        .then((answer) => {
          if (isApiSuccess(answer) && session.getState().token === token)
            session.getState().setFavourites(answer.value.map(favouriteOf));
        })
        .finally(() =>
          setPending((current) => {
            const next = new Set(current);
            next.delete(code);
            return next;
          }),
        );
    },
    [session, template, open, navigate, localise, call],
  );

  const control = useMemo<FavouriteControl>(
    () => ({ isFavourite: (code) => codes.has(code), toggle, pending }),
    [codes, toggle, pending],
  );
  return { control, list, isAuthenticated };
}

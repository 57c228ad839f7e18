import { createStore, type StoreApi } from 'zustand';
import type { VipSummary } from '#shared/rules/vip-progress.ts';
import { broadcastLogout, clearStoredUser, type LogoutSignalStorage } from './logout-signal.ts';

/** The logged-in player as the login answer gives it (spec §3 "User session state"). */
interface SessionUser {
  account_id: string;
  full_name: string;
  contact_email: string;
  /** Kept in memory only: never written to localStorage or sessionStorage. */
  session_token: string;
}

/** Spec §3 "Favourite game". */
interface FavouriteGame {
  game_code: string;
  game_name: string;
  game_type: string;
  /** Taken from the answer's img_url. */
  game_image: string;
  provider_code: string;
}

/** Spec §3 "User session state". Amounts are exact decimal strings, never floats. */
export interface SessionState {
  isAuthenticated: boolean;
  user: SessionUser | null;
  token: string;
  game: { balance: string; token: string };
  email: string;
  fullname: string;
  game_fav_list: FavouriteGame[];
  vip: VipSummary | null;
  minigame: { frozen_token: string; token_balance: string };
}

export function emptySessionState(): SessionState {
  return {
    isAuthenticated: false,
    user: null,
    token: '',
    game: { balance: '0', token: '0' },
    email: '',
    fullname: '',
    game_fav_list: [],
    vip: null,
    minigame: { frozen_token: '0', token_balance: '0' },
  };
}

/** What a successful login (password or TAC) answers (spec §7). */
interface LoginResult {
  token: string;
  user: SessionUser;
  fullname: string;
  email: string;
}

export interface SessionStore extends SessionState {
  /** Spec §4 login: statusCode 1 with a token sets the user authenticated. */
  signIn(result: LoginResult): void;
  setGame(game: SessionState['game']): void;
  setFavourites(list: FavouriteGame[]): void;
  setVip(vip: VipSummary | null): void;
  setMinigame(minigame: SessionState['minigame']): void;
  /** Profile update: the stored name and email follow value[0] of the answer. */
  setProfile(profile: { full_name: string; contact_email: string }): void;
  /** Back to the logged-out state, in this tab only. */
  reset(): void;
  /** Spec §4 logout or forced logout: reset, clear the stored user and tell the other tabs. */
  logout(): void;
}

export interface SessionStoreDeps {
  /** localStorage in the browser; absent on the server, where nothing is stored or broadcast. */
  storage?: LogoutSignalStorage;
  now?: () => number;
}

export function createSessionStore(
  initial: Partial<SessionState> = {},
  deps: SessionStoreDeps = {},
): StoreApi<SessionStore> {
  return createStore<SessionStore>()((set) => ({
    ...emptySessionState(),
    ...initial,
    signIn: ({ token, user, fullname, email }) =>
      set({ isAuthenticated: token !== '', token, user, fullname, email }),
    setGame: (game) => set({ game }),
    setFavourites: (game_fav_list) => set({ game_fav_list }),
    setVip: (vip) => set({ vip }),
    setMinigame: (minigame) => set({ minigame }),
    setProfile: ({ full_name, contact_email }) =>
      set((state) => ({
        fullname: full_name,
        email: contact_email,
        user: state.user ? { ...state.user, full_name, contact_email } : null,
      })),
    reset: () => set(emptySessionState()),
    logout: () => {
      set(emptySessionState());
      if (deps.storage) {
        clearStoredUser(deps.storage);
        broadcastLogout(deps.storage, (deps.now ?? Date.now)());
      }
    },
  }));
}

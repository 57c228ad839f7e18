import { maxFavourites } from '#shared/contract/wallet-contract.ts';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import { formatMinor } from '#shared/money/currency.ts';
import { vipNextLevelList, type VipLevel, type VipLevelItem } from '#shared/vip/vip-ladder.ts';
import type { Executor } from '#server/db/database.ts';
import { ApiError } from '#server/http/api-error.ts';
import { inPageRequest, sharedInPageRequest } from '#server/features/accounts/page-request-lookups.ts';
import {
  walletWithOpenGrants,
  type WalletWithOpenGrants,
} from '#server/features/minigame/minigame-repository.ts';
import {
  deleteFavourite,
  gameIsOffered,
  hasFavourite,
  insertFavourite,
  listFavourites,
} from './favourite-repository.ts';
import { findWallet, type WalletRow } from './ledger.ts';
import { findVipStanding } from './vip-progress-repository.ts';

/** The brand as the wallet rules need it. */
export interface WalletBrand {
  id: number;
  currency: string;
  /** The offer of the brand document: its providers, less the games it switched off. */
  offer: { providers: readonly string[]; disabled_games: readonly string[] };
  /** The brand's VIP ladder as named in its default language. */
  vipLadder: readonly VipLevel[];
}

export interface PlayerBalance {
  currency: string;
  game_balance: string;
  game_token: string;
  minigame: { frozen_token: string; token_balance: string };
}

/**
 * What the player can spend: the cash not held for pending withdrawals, in the wallet's currency
 * (the brand's at the wallet's creation), and the token balances (whole tokens). No wallet yet: zero.
 */
export function balanceOf(
  wallet: WalletRow | undefined,
  brand: Pick<WalletBrand, 'currency'>,
): PlayerBalance {
  const currency = wallet?.currency ?? brand.currency;
  return {
    currency,
    game_balance: formatMinor(wallet ? wallet.cash - wallet.cash_held : 0n, currency),
    game_token: String(wallet?.game_token ?? 0n),
    minigame: {
      frozen_token: String(wallet?.minigame_frozen ?? 0n),
      token_balance: String(wallet?.minigame_token ?? 0n),
    },
  };
}

export async function playerBalance(
  db: Executor,
  accountPk: number,
  brand: Pick<WalletBrand, 'currency'>,
): Promise<PlayerBalance> {
  return balanceOf(await findWallet(db, accountPk), brand);
}

/**
 * The wallet, its open frozen grants and the VIP standing, read in one statement. A page's header
 * shows the balance and the VIP progress together, so within one page request the balance and vip
 * calls share this read; a call from the browser makes its own.
 */
export function sharedWalletRead(db: Executor, accountPk: number): Promise<WalletWithOpenGrants> {
  return sharedInPageRequest(`wallet ${accountPk}`, () => walletWithOpenGrants(db, accountPk));
}

/** The vip call's nextLevel list on the brand's ladder (see shared/vip/vip-ladder.ts). */
export async function playerVipLevels(
  db: Executor,
  accountPk: number,
  brand: WalletBrand,
): Promise<VipLevelItem[]> {
  // Outside a page the wallet read would be wasted: the standing alone is read. Without a wallet
  // the shared read has no row to bring the standing with.
  const shared = inPageRequest() ? (await sharedWalletRead(db, accountPk)).vip : undefined;
  const standing = shared ?? (await findVipStanding(db, accountPk));
  return vipNextLevelList(brand.vipLadder, standing, brand.currency);
}

export function playerFavourites(db: Executor, accountPk: number, brand: WalletBrand): Promise<GameEntry[]> {
  return listFavourites(db, accountPk, brand.offer);
}

/**
 * Adds a favourite: only a game of the brand's providers (gameNotFound otherwise), at most
 * maxFavourites (tooManyFavourites). Adding one already there changes nothing.
 */
export async function addFavourite(
  db: Executor,
  accountPk: number,
  brand: WalletBrand,
  gameCode: string,
): Promise<GameEntry[]> {
  if (!(await gameIsOffered(db, gameCode, brand.offer))) throw new ApiError('gameNotFound');
  if (!(await hasFavourite(db, accountPk, gameCode))) {
    const added = await insertFavourite(db, accountPk, gameCode, maxFavourites);
    // Not added: the list is full, unless a racing call of the same player added this very game.
    if (!added && !(await hasFavourite(db, accountPk, gameCode))) throw new ApiError('tooManyFavourites');
  }
  return listFavourites(db, accountPk, brand.offer);
}

/**
 * Removes a favourite. Removing one that is not there changes nothing, but a code that is neither a
 * favourite nor a game of the brand is gameNotFound (a favourite of a game the brand dropped can go).
 */
export async function removeFavourite(
  db: Executor,
  accountPk: number,
  brand: WalletBrand,
  gameCode: string,
): Promise<GameEntry[]> {
  const removed = await deleteFavourite(db, accountPk, gameCode);
  if (!removed && !(await gameIsOffered(db, gameCode, brand.offer))) throw new ApiError('gameNotFound');
  return listFavourites(db, accountPk, brand.offer);
}

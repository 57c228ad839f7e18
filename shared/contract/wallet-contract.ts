import { z } from './zod-without-eval.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { safeText } from './fields.ts';
import { gameEntrySchema } from './site-contract.ts';
import * as light from './wallet-calls.ts';

/**
 * The wallet and player-home calls (spec section 7: get_balance, vip, fav_list; fav_add and
 * fav_remove in the same style). Player calls carry account_id and auth; the brand is the host's.
 */

const playerCall = { account_id: accountIdField, auth: authField };

/** An exact decimal amount as text ('1234.50', '0', '-3.25'); never a float. */
export const decimalText = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A whole number as text (token balances: '12'). */
export const integerText = z.string().regex(/^-?\d+$/);

/** A game code of the catalogue: letters, digits, "-", "_" and ".", starting with a letter or digit. */
export const gameCodeField = safeText(64)
  .min(1)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { message: 'invalidGameCode' });

/** At most this many favourites per player. */
export const maxFavourites = 100;

/** Message keys these calls answer with besides the common ones (each has a text in `errors`). */
export const walletErrorKeys = [
  'insufficientBalance',
  'idempotencyConflict',
  'gameNotFound',
  'tooManyFavourites',
  'invalidGameCode',
] as const;

export const balanceCall = defineCall({
  ...light.balanceCall,
  summary:
    "The player's balances: game_balance is the available cash (cash minus held) in the currency, game_token the game tokens",
  tag: 'wallet',
  request: z.object(playerCall),
  response: z.object({
    ...success,
    /** ISO 4217 code of the wallet (the brand's currency). */
    currency: z.string(),
    game_balance: decimalText,
    game_token: integerText,
    minigame: z.object({ frozen_token: integerText, token_balance: integerText }),
  }),
});

const vipLevelSchema = z.object({
  starting_deposit: decimalText,
  cycle_deposit: decimalText,
  deposit_next: decimalText,
  starting_turnover: decimalText,
  cycle_turnover: decimalText,
  turnover_next: decimalText,
  vip_name: z.string(),
  vip_name_next: z.string(),
});

export const vipCall = defineCall({
  ...light.vipCall,
  summary:
    "VIP progress: nextLevel[0] is the player's progress towards the next level, the rest is the ladder, lowest level first",
  tag: 'wallet',
  request: z.object(playerCall),
  response: z.object({ ...success, nextLevel: z.array(vipLevelSchema).min(1) }),
});

const favouritesResponse = z.object({ ...success, value: z.array(gameEntrySchema) });

export const favouritesCall = defineCall({
  ...light.favouritesCall,
  summary: "The player's favourite games, newest first (games the brand no longer offers are left out)",
  tag: 'home',
  request: z.object(playerCall),
  response: favouritesResponse,
});

export const favouriteAddCall = defineCall({
  ...light.favouriteAddCall,
  summary: 'Adds a game of the brand to the favourites (adding it again changes nothing); answers the list',
  tag: 'home',
  request: z.object({ ...playerCall, game_code: gameCodeField }),
  response: favouritesResponse,
});

export const favouriteRemoveCall = defineCall({
  ...light.favouriteRemoveCall,
  summary: 'Removes a game from the favourites (removing it again changes nothing); answers the list',
  tag: 'home',
  request: z.object({ ...playerCall, game_code: gameCodeField }),
  response: favouritesResponse,
});

export const walletCalls = [
  balanceCall,
  vipCall,
  favouritesCall,
  favouriteAddCall,
  favouriteRemoveCall,
] as const;

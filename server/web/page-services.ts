import type { ApiCall, FailureResponse } from '#shared/contract/api-call.ts';
import type { CallRequest, CallResponse } from '#shared/contract/call-types.ts';
import type { ProviderEntry } from '#shared/contract/catalogue-contract.ts';
import type { GameEntry } from '#shared/contract/site-contract.ts';
import type { Env } from '#server/config/env.ts';
import type { DefaultLists } from '#server/features/catalogue/home-lists.ts';
import type { GameQuery } from '#server/features/catalogue/game-repository.ts';
import type { LiveSession } from '#server/features/accounts/player-auth.ts';
import type { SiteConfig, StartupAnswer } from '#server/features/site/site-config.ts';

/**
 * What the web app (app/) may use of the server: the React Router load context. The app imports
 * server types from this module only, so the server can change everything behind it.
 */

/** A brand as pages see it: its document and start-up answer, not the wire bodies of the API. */
export type PageBrand = Omit<SiteConfig, 'startupBodies'>;

/** The signed-in player of a page request and the token the client keeps using. */
export interface PageSession extends LiveSession {
  token: string;
}

interface PageSiteConfigs {
  /** The brand of a loader's request, admitted as an API call is (maintenance refuses it). */
  forCall(hostDomain: string, bodyDomain: string): Promise<PageBrand>;
  /** The brand of a page request: admitted during maintenance, the page shows the screen itself. */
  forPage(domain: string, now?: Date): Promise<PageBrand>;
  /** The start-up answer for server rendering. Shared: never mutate it. */
  startupAnswer(config: PageBrand, now?: Date): StartupAnswer;
}

interface PageCatalogue {
  hotGames(config: PageBrand, gameType?: string): Promise<GameEntry[]>;
  /** A game the brand offers, by code; undefined for any other code. */
  game(config: PageBrand, gameCode: string): Promise<GameEntry | undefined>;
  byCategories(config: PageBrand, categories: readonly string[], limit: number): Promise<GameEntry[]>;
  /** One page of a lobby and the count of every match (the first page is server-rendered). */
  lobbyPage(config: PageBrand, query: GameQuery): Promise<{ games: GameEntry[]; total: number }>;
  /** The brand's offered providers that have games, of one category when given. */
  providers(config: PageBrand, gameType?: string): Promise<ProviderEntry[]>;
  /** Spec §9 default lists (hot 15, featured 10, popular 6, new 6) from the catalogue's flags. */
  defaultLists(config: PageBrand): Promise<DefaultLists>;
}

export interface PageServices {
  env: Pick<Env, 'NODE_ENV' | 'DEMO_MODE' | 'SESSION_IDLE_MINUTES'>;
  siteConfigs: PageSiteConfigs;
  catalogue: PageCatalogue;
  /**
   * The signed-in player of a page request (server rendering, route guards), from the session
   * cookie: the live session on this brand and its token, or null.
   */
  pageSession(cookieHeader: string | null | undefined, brandId: number): Promise<PageSession | null>;
  /**
   * A player page's data: the API call answered in-process, through the same admission as from
   * the browser (the host's brand, a live session for the body's credentials, the same handler), so
   * a page never shows what the API would refuse.
   */
  playerCall<C extends ApiCall<ApiCall['request'], ApiCall['response'], 'player'>>(
    call: C,
    address: PageAddress,
    body: CallRequest<C>,
  ): Promise<CallResponse<C> | FailureResponse>;
}

/**
 * Where a page request was made: its Host and the protocol the player used (behind a TLS proxy,
 * as the trusted proxy reports it), for a call that names the site's own address, such as a game's
 * return address.
 */
export interface PageAddress {
  host: string;
  protocol: 'http' | 'https';
}

import type { ApiCall, CallRequest, CallResponse, FailureResponse } from '../../shared/contract/api-call.ts';
import type { GameEntry } from '../../shared/contract/site-contract.ts';
import type { Env } from '../config/env.ts';
import type { LiveSession } from '../features/accounts/player-auth.ts';
import type { SiteConfig, StartupAnswer } from '../features/site/site-config.ts';

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
  byCategories(config: PageBrand, categories: readonly string[], limit: number): Promise<GameEntry[]>;
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
    host: string,
    body: CallRequest<C>,
  ): Promise<CallResponse<C> | FailureResponse>;
}

/**
 * What the web client needs to know of a call without its schemas: where it goes and how a network
 * failure is reported. Zod-free, so that pages do not load zod and the contract schemas just to name
 * a call (decision 0039); the contract modules build their full calls from these.
 */

/**
 * How the web client reports a call that never reached the server (spec section 8):
 * each group has its own statusCode and message.
 */
export type NetworkFailureGroup = 'startup' | 'auth' | 'player' | 'settings' | 'siteinfo';

/**
 * Who may make a call; the server resolves it once, before the handler runs.
 * - `site`: anyone on the brand's site; the brand is the request host's, checked against the body's
 *   domain_name and external_id when it carries them.
 * - `player`: a signed-in player: the body's account_id and auth must open a live session on the
 *   host's brand.
 * - `provider`: a game provider's signed callback.
 * - `operator`: the operator's own tooling.
 */
export const accessLevels = ['site', 'player', 'provider', 'operator'] as const;
export type AccessLevel = (typeof accessLevels)[number];

export type ApiPath = `/api/${string}`;

/**
 * A light reference to a call: the client passes it to `callApi`, which loads the call's schemas
 * by its path. Its request and answer types are found by the path too (see `CallRequest`).
 */
export interface CallInfo<Access extends AccessLevel = AccessLevel, Path extends ApiPath = ApiPath> {
  path: Path;
  access: Access;
  networkFailure: NetworkFailureGroup;
}

/** Keeps the path and access as literal types: the path is how a light reference finds its types. */
export function callInfo<const Access extends AccessLevel, const Path extends ApiPath>(
  info: CallInfo<Access, Path>,
): CallInfo<Access, Path> {
  return info;
}

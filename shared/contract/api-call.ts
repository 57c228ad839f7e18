import { z } from './zod-without-eval.ts';

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

export interface ApiCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Access extends AccessLevel = AccessLevel,
> {
  path: `/api/${string}`;
  summary: string;
  tag: string;
  access: Access;
  networkFailure: NetworkFailureGroup;
  request: Req;
  response: Res;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType, const Access extends AccessLevel>(
  call: ApiCall<Req, Res, Access>,
): ApiCall<Req, Res, Access> {
  return call;
}

export type CallRequest<C extends ApiCall> = z.input<C['request']>;
export type CallResponse<C extends ApiCall> = z.output<C['response']>;

/** Every success answer carries statusCode 1 and a message. */
export const success = { statusCode: z.literal(1), message: z.string() };

/** The answer to every failure: statusCode other than 1 and a message key of the `errors` group. */
export const failureResponseSchema = z.object({
  statusCode: z
    .number()
    .int()
    .refine((code) => code !== 1),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Details of some refusals, e.g. which protection limit a deposit hit and when it resets. */
  detail: z.record(z.string(), z.unknown()).optional(),
});
export type FailureResponse = z.infer<typeof failureResponseSchema>;

/** Message keys the server answers with; each has a text in every language's `errors` group. */
export const errorKeys = [
  'invalidJson',
  'invalidRequest',
  'payloadTooLarge',
  'unsupportedMediaType',
  'notFound',
  'unknownDomain',
  'domainMismatch',
  'siteMismatch',
  'siteDisabled',
  'siteExpired',
  'tooManyRequests',
  'internalServerError',
  'serviceUnavailable',
  'maintenance',
  'unknownError',
] as const;
export type ErrorKey = (typeof errorKeys)[number];

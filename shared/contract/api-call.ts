import { z } from './zod-without-eval.ts';

/**
 * How the web client reports a call that never reached the server (spec section 8):
 * each group has its own statusCode and message.
 */
export type NetworkFailureGroup = 'startup' | 'auth' | 'player' | 'settings' | 'siteinfo';

export interface ApiCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: `/api/${string}`;
  summary: string;
  tag: string;
  networkFailure: NetworkFailureGroup;
  request: Req;
  response: Res;
}

export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(
  call: ApiCall<Req, Res>,
): ApiCall<Req, Res> {
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

import { z } from './zod-without-eval.ts';
import type { AccessLevel, ApiPath, CallInfo } from './call-info.ts';

export interface ApiCall<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  Access extends AccessLevel = AccessLevel,
  Path extends ApiPath = ApiPath,
> extends CallInfo<Access, Path> {
  /** For the OpenAPI document; kept off the light references, which the browser loads up front. */
  summary: string;
  tag: string;
  request: Req;
  response: Res;
}

export function defineCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  const Access extends AccessLevel,
  const Path extends ApiPath,
>(call: ApiCall<Req, Res, Access, Path>): ApiCall<Req, Res, Access, Path> {
  return call;
}

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

import type { z } from 'zod';
import type { allCalls } from './all-calls.ts';
import type { ApiCall } from './api-call.ts';
import type { CallInfo } from './call-info.ts';

/**
 * The types of a call's request and answer, for a full call or a light reference. Kept apart from
 * api-call.ts: the contract modules import that one, and this one reads every contract (all-calls.ts).
 */

/** The full call of a light reference (found by its path), or the call itself when it is full. */
type FullCallOf<C extends CallInfo> = C extends ApiCall
  ? C
  : Extract<(typeof allCalls)[number], { path: C['path'] }>;

export type CallRequest<C extends CallInfo> = z.input<FullCallOf<C>['request']>;
export type CallResponse<C extends CallInfo> = z.output<FullCallOf<C>['response']>;

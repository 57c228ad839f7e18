import { z } from './zod-without-eval.ts';
import { categorySlugs } from '#shared/brand/categories.ts';
import { defineCall, success } from './api-call.ts';
import { domainName, externalId, safeText } from './fields.ts';
import { gameEntrySchema } from './site-contract.ts';
import * as light from './catalogue-calls.ts';

/**
 * The lobby's catalogue calls (spec §9: category pages, provider filter, search, incremental
 * loading). Only the brand's offered providers (brand document `providers`) and never its
 * `disabled_games`.
 */

const siteCall = { domain_name: domainName, external_id: externalId };

/** Spec §9 pagination default: 10 items a page. */
const defaultGamePageSize = 10;

/** A larger page is answered with this many games, so one call cannot dump the catalogue. */
export const maxGamePageSize = 60;

const providerCodeField = safeText(20).regex(/^[A-Z0-9_]+$/, { message: 'invalidRequest' });

export const gamesCall = defineCall({
  ...light.gamesCall,
  summary:
    "One page of the brand's games of a category, optionally of one provider and matching a name; total counts every match",
  tag: 'product',
  request: z.object({
    ...siteCall,
    game_type: z.enum(categorySlugs),
    provider_code: providerCodeField.optional(),
    search: safeText(60).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(1000).default(defaultGamePageSize),
  }),
  response: z.object({ ...success, value: z.array(gameEntrySchema), total: z.number().int() }),
});

const providerEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  logo_url: z.string(),
  categories: z.array(z.string()),
  popup: z.boolean(),
});
export type ProviderEntry = z.infer<typeof providerEntrySchema>;

export const providersCall = defineCall({
  ...light.providersCall,
  summary: "The brand's offered providers that have games (of game_type when given), in name order",
  tag: 'product',
  request: z.object({ ...siteCall, game_type: z.enum(categorySlugs).optional() }),
  response: z.object({ ...success, value: z.array(providerEntrySchema) }),
});

export const catalogueCalls = [gamesCall, providersCall];

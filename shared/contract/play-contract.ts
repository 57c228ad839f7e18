import { z } from './zod-without-eval.ts';
import { languageCodes } from '#shared/i18n/languages.ts';
import { accountIdField, authField } from './account-contract.ts';
import { defineCall, success } from './api-call.ts';
import { domainName, externalId, safeText } from './fields.ts';
import { gameCodeField } from './wallet-contract.ts';
import * as light from './play-calls.ts';

/**
 * How a launched game is shown: `embed` plays in /playnow inside the site frame (balance in the
 * header), `popup` in a window of its own (the providers on the popup list), `redirect` replaces the
 * site (a provider that refuses to be framed).
 */
const launchModes = ['embed', 'popup', 'redirect'] as const;
export type LaunchMode = (typeof launchModes)[number];

const launchDevices = ['desktop', 'mobile'] as const;

export const launchGameCall = defineCall({
  ...light.launchGameCall,
  summary:
    "Opens a game session for the signed-in player and answers the provider's game address with its token, and how to show it",
  tag: 'product',
  request: z.object({
    account_id: accountIdField,
    auth: authField,
    domain_name: domainName.optional(),
    external_id: externalId.optional(),
    provider_code: safeText(20).regex(/^[A-Z0-9_]+$/, { message: 'invalidRequest' }),
    game_code: gameCodeField,
    /** The site language the game should speak; default: the brand's default language. */
    lang: z.enum(languageCodes).optional(),
    device: z.enum(launchDevices).optional(),
  }),
  response: z.object({
    ...success,
    value: z.object({ url: z.string(), mode: z.enum(launchModes) }),
  }),
});

export const playCalls = [launchGameCall];

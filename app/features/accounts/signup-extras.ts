import type { signupCall } from '#shared/contract/account-contract.ts';
import type { CallRequest } from '#shared/contract/call-types.ts';
import { trackingIds } from '#app/features/tracking/tracking-ids.ts';
import { visitorId } from './visitor-id.ts';

/** The query parameters a signup takes over as they are (campaign and affiliate links). */
const fromQuery = ['ch', 'cm', 'pp', 'affiliate_code'] as const;

/** The fields of a signup the player does not type: the contract's, each always sent ('' for none). */
export type SignupExtras = Required<
  Pick<
    CallRequest<typeof signupCall>,
    'referrer_code' | (typeof fromQuery)[number] | 'fbp' | 'appsflyer_id' | 'visitor_id'
  >
>;

/** A query value as the contract takes it: at most 200 characters, no control characters. */
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001F\u007F]/g;

function clean(value: string | null): string {
  return (value ?? '').replace(controlCharacters, '').trim().slice(0, 200);
}

/** The referral code of a link (`/register?ref=ABC`), prefilled in the form. */
export function referrerCodeOf(search: string): string {
  return clean(new URLSearchParams(search).get('ref'));
}

/**
 * The hidden part of a signup (spec §7): ch, cm, pp and affiliate_code from the address, the ad
 * networks' ids (appsflyer_id kept in localStorage, the `_fbp` cookie) and this browser's visitor id.
 */
export function signupExtras(search: string, referrerCode: string): SignupExtras {
  const query = new URLSearchParams(search);
  const [ch, cm, pp, affiliate_code] = fromQuery.map((name) => clean(query.get(name))) as [
    string,
    string,
    string,
    string,
  ];
  return {
    referrer_code: clean(referrerCode),
    ch,
    cm,
    pp,
    affiliate_code,
    ...trackingIds(),
    visitor_id: visitorId(),
  };
}

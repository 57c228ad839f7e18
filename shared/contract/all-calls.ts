import { accountCalls } from './account-contract.ts';
import type { ApiCall } from './api-call.ts';
import { betHistoryCalls } from './bet-history-contract.ts';
import { catalogueCalls } from './catalogue-contract.ts';
import { fairnessCalls } from './fairness-contract.ts';
import { houseCalls } from './house-contract.ts';
import { inboxCalls } from './inbox-contract.ts';
import { leaderboardCalls } from './leaderboard-contract.ts';
import { minigameCalls } from './minigame-contract.ts';
import { missionCalls } from './mission-contract.ts';
import { paymentCalls } from './payment-contract.ts';
import { playCalls } from './play-contract.ts';
import { protectionCalls } from './protection-contract.ts';
import { providerCalls } from './provider-contract.ts';
import { siteCalls } from './site-contract.ts';
import { sportsbookCalls } from './sportsbook-contract.ts';
import { walletCalls } from './wallet-contract.ts';

/** Every call of the API, for the OpenAPI document and the contract tests. */
export const allCalls = [
  ...siteCalls,
  ...accountCalls,
  ...walletCalls,
  ...inboxCalls,
  ...paymentCalls,
  ...providerCalls,
  ...catalogueCalls,
  ...playCalls,
  ...betHistoryCalls,
  ...fairnessCalls,
  ...sportsbookCalls,
  ...houseCalls,
  ...protectionCalls,
  ...missionCalls,
  ...leaderboardCalls,
  ...minigameCalls,
] as const satisfies readonly ApiCall[];

const callsByPath = new Map<string, ApiCall>(allCalls.map((call) => [call.path, call]));

/** The full call (with its schemas) at a path, for the web client's light references (decision 0039). */
export function fullCallAt(path: string): ApiCall | undefined {
  return callsByPath.get(path);
}

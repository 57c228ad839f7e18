import * as accountLight from '#shared/contract/account-calls.ts';
import type { ApiCall } from '#shared/contract/api-call.ts';
import * as betHistoryLight from '#shared/contract/bet-history-calls.ts';
import * as catalogueLight from '#shared/contract/catalogue-calls.ts';
import type { CallInfo } from '#shared/contract/call-info.ts';
import { onDemand } from '#app/features/site/on-demand.ts';
import * as fairnessLight from '#shared/contract/fairness-calls.ts';
import * as houseLight from '#shared/contract/house-calls.ts';
import * as inboxLight from '#shared/contract/inbox-calls.ts';
import * as leaderboardLight from '#shared/contract/leaderboard-calls.ts';
import * as minigameLight from '#shared/contract/minigame-calls.ts';
import * as missionLight from '#shared/contract/mission-calls.ts';
import * as paymentLight from '#shared/contract/payment-calls.ts';
import * as playLight from '#shared/contract/play-calls.ts';
import * as protectionLight from '#shared/contract/protection-calls.ts';
import * as siteLight from '#shared/contract/site-calls.ts';
import * as sportsbookLight from '#shared/contract/sportsbook-calls.ts';
import * as walletLight from '#shared/contract/wallet-calls.ts';

/**
 * Which contract module holds the schemas of each light reference the web app can call, and how to
 * load it (decision 0038, "One contract at a time"). Each contract loads and is evaluated on its own,
 * when a call first needs it or when the browser is idle, so building the zod schemas of every call
 * is never one long task. Provider callbacks are the server's only: the browser never makes them.
 */
const contracts: readonly (readonly [light: object, load: () => Promise<readonly ApiCall[]>])[] = [
  [siteLight, () => import('#shared/contract/site-contract.ts').then((module) => module.siteCalls)],
  [accountLight, () => import('#shared/contract/account-contract.ts').then((module) => module.accountCalls)],
  [walletLight, () => import('#shared/contract/wallet-contract.ts').then((module) => module.walletCalls)],
  [inboxLight, () => import('#shared/contract/inbox-contract.ts').then((module) => module.inboxCalls)],
  [paymentLight, () => import('#shared/contract/payment-contract.ts').then((module) => module.paymentCalls)],
  [
    catalogueLight,
    () => import('#shared/contract/catalogue-contract.ts').then((module) => module.catalogueCalls),
  ],
  [playLight, () => import('#shared/contract/play-contract.ts').then((module) => module.playCalls)],
  [
    betHistoryLight,
    () => import('#shared/contract/bet-history-contract.ts').then((module) => module.betHistoryCalls),
  ],
  [
    fairnessLight,
    () => import('#shared/contract/fairness-contract.ts').then((module) => module.fairnessCalls),
  ],
  [
    sportsbookLight,
    () => import('#shared/contract/sportsbook-contract.ts').then((module) => module.sportsbookCalls),
  ],
  [houseLight, () => import('#shared/contract/house-contract.ts').then((module) => module.houseCalls)],
  [
    protectionLight,
    () => import('#shared/contract/protection-contract.ts').then((module) => module.protectionCalls),
  ],
  [missionLight, () => import('#shared/contract/mission-contract.ts').then((module) => module.missionCalls)],
  [
    leaderboardLight,
    () => import('#shared/contract/leaderboard-contract.ts').then((module) => module.leaderboardCalls),
  ],
  [
    minigameLight,
    () => import('#shared/contract/minigame-contract.ts').then((module) => module.minigameCalls),
  ],
];

function isCallInfo(value: unknown): value is CallInfo {
  return typeof value === 'object' && value !== null && 'path' in value && 'networkFailure' in value;
}

/** One load per contract; a failed one (a network blip) is tried again by the next call. */
const loads = contracts.map(([, load]) => onDemand(load));

const contractOfPath = new Map<string, number>(
  contracts.flatMap(([light], index) =>
    Object.values(light)
      .filter(isCallInfo)
      .map((call) => [call.path, index] as const),
  ),
);

/** The full call (with its schemas) of a light reference's path, loading its contract. */
export async function fullCallOf(path: string): Promise<ApiCall | undefined> {
  const index = contractOfPath.get(path);
  if (index === undefined) return undefined;
  const calls = await loads[index]!.load();
  return calls.find((call) => call.path === path);
}

/** Loads every contract, one at a time, each after `between` resolves (the browser's next idle moment). */
export async function loadEveryContract(between: () => Promise<void>): Promise<void> {
  for (const contract of loads) {
    await between();
    await contract.load();
  }
}

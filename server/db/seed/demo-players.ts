import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { demoGames } from './demo-catalogue.ts';

/**
 * The password of every demo account (README "Demo players"). One shared password means one
 * scrypt hash at seed time, at the real parameters.
 */
export const demoPassword = 'Marquee-demo-2026!';

export interface DemoPlayer {
  brand: string;
  account_id: string;
  full_name: string;
  contact_email: string;
  /** E.164. */
  contact_phone: string;
  createdDaysAgo: number;
  /** null: has not played since registering. */
  lastActiveHoursAgo: number | null;
  /** null: has never deposited. */
  firstDepositDaysAgo: number | null;
}

type PlayerRow = [
  accountId: string,
  fullName: string,
  email: string,
  phone: string,
  createdDaysAgo: number,
  lastActiveHoursAgo: number | null,
  firstDepositDaysAgo: number | null,
];

const rosters: Record<string, PlayerRow[]> = {
  lucky: [
    ['demo1', 'Maria Santos', 'maria.santos@example.com', '+639171234501', 120, 1, 118],
    ['demo2', 'Jose Reyes', 'jose.reyes@example.net', '+639181234502', 95, 5, 90],
    ['player3', 'Angelica Cruz', 'angelica.cruz@example.org', '+639271234503', 60, 30, 58],
    ['player4', 'Mark Anthony Bautista', 'mark.bautista@example.com', '+639451234504', 41, 2, 40],
    ['player5', 'Kristine Mendoza', 'kristine.mendoza@example.net', '+639561234505', 12, 200, null],
    ['player6', 'Ramon Villanueva', 'ramon.villanueva@example.org', '+639661234506', 3, null, null],
  ],
  spinpalace: [
    ['demo1', 'Emily Carter', 'emily.carter@example.com', '+12025550141', 210, 3, 205],
    ['demo2', 'Jason Miller', 'jason.miller@example.net', '+12025550142', 150, 20, 149],
    ['player3', 'Ashley Thompson', 'ashley.thompson@example.org', '+12025550143', 88, 70, 80],
    ['player4', 'Daniel Rivera', 'daniel.rivera@example.com', '+12025550144', 30, 8, 29],
    ['player5', 'Brittany Walker', 'brittany.walker@example.net', '+12025550145', 6, null, null],
  ],
  goalline: [
    ['demo1', 'Lucía García', 'lucia.garcia@example.com', '+34612345601', 300, 2, 290],
    ['demo2', 'Javier Fernández', 'javier.fernandez@example.net', '+34622345602', 180, 12, 170],
    ['player3', 'Marta López', 'marta.lopez@example.org', '+34632345603', 75, 48, 70],
    ['player4', 'Pablo Sánchez', 'pablo.sanchez@example.com', '+34642345604', 20, 6, null],
    ['player5', 'Carmen Ruiz', 'carmen.ruiz@example.net', '+34652345605', 4, 100, null],
  ],
  jadeslots: [
    ['demo1', '王伟', 'wang.wei@example.com', '+8613812345601', 400, 4, 395],
    ['demo2', '李娜', 'li.na@example.net', '+8613912345602', 260, 15, 250],
    ['player3', '张敏', 'zhang.min@example.org', '+8615012345603', 130, 36, 125],
    ['player4', '刘洋', 'liu.yang@example.com', '+8618612345604', 45, 1, 44],
    ['player5', '陈静', 'chen.jing@example.net', '+8613612345605', 9, null, null],
  ],
  royalbay: [
    ['demo1', 'Oliver Bennett', 'oliver.bennett@example.com', '+447911123401', 500, 26, 490],
    ['demo2', 'Charlotte Hughes', 'charlotte.hughes@example.net', '+447911123402', 320, 50, 300],
    ['player3', 'Harry Patel', 'harry.patel@example.org', '+447911123403', 140, 90, 130],
    ['player4', 'Amelia Clarke', 'amelia.clarke@example.com', '+447911123404', 25, null, null],
  ],
};

/** Every demo account, by brand code. They have no password: demo logins belong to the auth feature. */
export const demoPlayers: readonly DemoPlayer[] = Object.entries(rosters).flatMap(([brand, rows]) =>
  rows.map(
    ([accountId, fullName, email, phone, createdDaysAgo, lastActiveHoursAgo, firstDepositDaysAgo]) => ({
      brand,
      account_id: accountId,
      full_name: fullName,
      contact_email: email,
      contact_phone: phone,
      createdDaysAgo,
      lastActiveHoursAgo,
      firstDepositDaysAgo,
    }),
  ),
);

export interface DemoWithdrawal {
  brand: string;
  account_id: string;
  amountMinor: bigint;
  createdAt: Date;
  paidAt: Date;
}

export interface DemoWin {
  brand: string;
  account_id: string;
  game_code: string;
  amountMinor: bigint;
  createdAt: Date;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Typical amounts in whole units of each demo currency: [smallest, largest]. */
const withdrawalRange: Record<string, [number, number]> = {
  PHP: [500, 80_000],
  USD: [20, 2_500],
  EUR: [20, 2_000],
  CNY: [100, 20_000],
  GBP: [10, 1_500],
};
const winRange: Record<string, [number, number]> = {
  PHP: [1_000, 750_000],
  USD: [25, 20_000],
  EUR: [25, 15_000],
  CNY: [200, 150_000],
  GBP: [20, 12_000],
};

/** mulberry32: the same seed gives the same demo history on every first start. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16_777_619);
  return hash >>> 0;
}

/** An amount between the range's ends, skewed to small ones, rounded like a player would type it. */
function amountMinor(random: () => number, [low, high]: [number, number]): bigint {
  const whole = low * Math.pow(high / low, random() ** 1.6);
  const step = whole >= 1_000 ? 50 : whole >= 100 ? 10 : 1;
  return BigInt(Math.max(low, Math.round(whole / step) * step)) * 100n;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Paid withdrawals of the last days, the newest inside the last hour. */
export function demoWithdrawals(brand: BrandDocument, now: Date): DemoWithdrawal[] {
  const random = randomFrom(seedOf(`withdrawals:${brand.code}`));
  const payers = demoPlayers.filter(
    (player) => player.brand === brand.code && player.firstDepositDaysAgo !== null,
  );
  const range = withdrawalRange[brand.site.currency] ?? [10, 1_000];
  const rows: DemoWithdrawal[] = [];
  let ago = 12 * minute + Math.floor(random() * 30 * minute);
  for (let i = 0; i < 12; i += 1) {
    const player = pick(random, payers);
    const paidAt = new Date(now.getTime() - ago);
    rows.push({
      brand: brand.code,
      account_id: player.account_id,
      amountMinor: amountMinor(random, range),
      createdAt: new Date(paidAt.getTime() - (20 + Math.floor(random() * 160)) * minute),
      paidAt,
    });
    ago += 2 * hour + Math.floor(random() * 10 * hour);
  }
  return rows;
}

/** Winning rounds of the last 30 days on games the brand offers. */
export function demoWins(brand: BrandDocument, now: Date): DemoWin[] {
  const random = randomFrom(seedOf(`wins:${brand.code}`));
  const players = demoPlayers.filter(
    (player) => player.brand === brand.code && player.firstDepositDaysAgo !== null,
  );
  const offered = demoGames.filter((game) => brand.providers.includes(game.provider_code));
  const range = winRange[brand.site.currency] ?? [10, 10_000];
  return Array.from({ length: 15 }, () => {
    const player = pick(random, players);
    // A win falls after the player's first deposit and inside the winners board's 30 days.
    const span = Math.min(29, player.firstDepositDaysAgo ?? 0) * day - hour;
    return {
      brand: brand.code,
      account_id: player.account_id,
      game_code: pick(random, offered).game_code,
      amountMinor: amountMinor(random, range),
      createdAt: new Date(now.getTime() - hour - Math.floor(random() * span)),
    };
  });
}

export function playerTimestamps(player: DemoPlayer, now: Date) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  return {
    createdAt: ago(player.createdDaysAgo * day),
    lastActiveAt: player.lastActiveHoursAgo === null ? null : ago(player.lastActiveHoursAgo * hour),
    firstDepositAt: player.firstDepositDaysAgo === null ? null : ago(player.firstDepositDaysAgo * day),
  };
}

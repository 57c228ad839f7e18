import { z } from '#shared/contract/zod-without-eval.ts';
import { domainName, isoInstant, safeText } from '#shared/contract/fields.ts';
import { parseDecimal } from '#shared/format/decimal-text.ts';
import { currencyScale } from '#shared/money/currency.ts';
import { depositMethods, inboxRewardTypes } from '#shared/money/wallet-kinds.ts';
import { languageCodes } from '#shared/i18n/languages.ts';
import { isThemeColor } from '#shared/theme/themes.ts';
import { categorySlugs } from './categories.ts';
import {
  analyticsItemSchema,
  cmsSchema,
  gameMenuItemSchema,
  liveChatSchema,
  maintenanceSchema,
  menuItemSchema,
  partnerSchema,
  seoEntrySchema,
  siteSchema,
  socialAccountSchema,
} from './brand-site-schema.ts';
import { leaderboardMetrics, missionKinds, wheelPrizeTypes } from './engagement-kinds.ts';

const languageCode = z.enum(languageCodes);

/**
 * ISO 3166-1 alpha-2 codes of the countries that have a telephone numbering plan (all but AQ, BV,
 * GS, HM, PN, TF and UM): a brand's country is the default region of the numbers its players type.
 */
const countryCodes = new Set(
  (
    'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT ' +
    'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ' +
    'ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ' +
    'ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS ' +
    'LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG ' +
    'NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE ' +
    'SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA ' +
    'UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW '
  )
    .trim()
    .split(' '),
);
const countryCodeSchema = z.string().refine((code) => countryCodes.has(code), { message: 'invalidCountry' });

/** An IANA time zone name the platform knows (Asia/Manila, Europe/Madrid, UTC). */
const timeZoneSchema = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return /^[A-Z][A-Za-z_]*(\/[A-Z0-9][A-Za-z0-9_+-]*)*$/.test(zone);
      } catch {
        return false;
      }
    },
    { message: 'invalidTimeZone' },
  );

/** A positive amount as exact decimal text: major units of the brand's currency, or whole tokens. */
const amountText = z.string().regex(/^[0-9]{1,15}(\.[0-9]{1,4})?$/, { message: 'invalidAmount' });

const amountLimitsSchema = z.object({ min: amountText, max: amountText });
export type AmountLimitsSetting = z.infer<typeof amountLimitsSchema>;

const welcomeRewardSchema = z.object({ type: z.enum(inboxRewardTypes), amount: amountText });
export type WelcomeRewardSetting = z.infer<typeof welcomeRewardSchema>;

const depositMethodSettingSchema = amountLimitsSchema.extend({ method: z.enum(depositMethods) });
export type DepositMethodSetting = z.infer<typeof depositMethodSettingSchema>;

/** What a brand that says nothing gets: both deposit methods and the platform's limits. */
export const defaultPayments = {
  deposit_methods: [
    { method: 'demo', min: '10', max: '50000' },
    { method: 'manual', min: '100', max: '500000' },
  ] as DepositMethodSetting[],
  withdrawal: { min: '10', max: '50000' },
};

const paymentsSchema = z.object({
  /** The deposit methods offered, in the order the deposit page lists them, each with its limits. */
  deposit_methods: z.array(depositMethodSettingSchema).max(depositMethods.length),
  /** Smallest and largest amount of one withdrawal. */
  withdrawal: amountLimitsSchema,
});
export type PaymentsSetting = z.infer<typeof paymentsSchema>;

/** A non-negative amount as exact decimal text (a ladder's first level asks for nothing). */
const amountOrZero = z.string().regex(/^[0-9]{1,15}(\.[0-9]{1,4})?$/, { message: 'invalidAmount' });
/** A percentage with at most two decimals, 0..100. */
const percentText = z
  .string()
  .regex(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, { message: 'invalidPercent' })
  .refine((text) => Number(text) <= 100, { message: 'invalidPercent' });

const vipLevelSchema = z.object({
  /** The level's name per enabled language; a language without one shows the default language's. */
  name: z.partialRecord(languageCode, safeText(40).min(1)),
  /** Deposit and turnover (major units) the cycle at the level below needs to reach this one. */
  deposit: amountOrZero,
  turnover: amountOrZero,
  /** Paid once on reaching the level: cash in major units and whole minigame tokens ('0': none). */
  reward: z.object({ cash: amountOrZero, minigame_token: z.string().regex(/^[0-9]{1,9}$/) }),
  /** Share of the week's net loss returned as cashback at this level, in percent. */
  cashback_percent: percentText,
  /** How much the withdrawal maximum grows at this level, in percent. */
  withdrawal_uplift_percent: z.string().regex(/^[0-9]{1,4}$/, { message: 'invalidPercent' }),
});
export type VipLevelSetting = z.infer<typeof vipLevelSchema>;

const level = (
  en: string,
  names: Partial<Record<(typeof languageCodes)[number], string>>,
  deposit: string,
  turnover: string,
  cash: string,
  tokens: string,
  cashback: string,
  uplift: string,
): VipLevelSetting => ({
  name: { EN: en, ...names },
  deposit,
  turnover,
  reward: { cash, minigame_token: tokens },
  cashback_percent: cashback,
  withdrawal_uplift_percent: uplift,
});

/** The ladder of a brand that configures none (the platform's ladder before brands had their own). */
export const defaultVipLevels: VipLevelSetting[] = [
  level('Bronze', { CN: '青铜', ESP: 'Bronce', PHP: 'Tanso', RUS: 'Бронза' }, '0', '0', '0', '0', '0', '0'),
  level(
    'Silver',
    { CN: '白银', ESP: 'Plata', PHP: 'Pilak', RUS: 'Серебро' },
    '5000',
    '50000',
    '50',
    '5',
    '1',
    '10',
  ),
  level(
    'Gold',
    { CN: '黄金', ESP: 'Oro', PHP: 'Ginto', RUS: 'Золото' },
    '20000',
    '200000',
    '200',
    '10',
    '2',
    '25',
  ),
  level(
    'Platinum',
    { CN: '铂金', ESP: 'Platino', PHP: 'Platino', RUS: 'Платина' },
    '100000',
    '1000000',
    '1000',
    '20',
    '3',
    '50',
  ),
  level(
    'Diamond',
    { CN: '钻石', ESP: 'Diamante', PHP: 'Diyamante', RUS: 'Бриллиант' },
    '500000',
    '5000000',
    '5000',
    '50',
    '5',
    '100',
  ),
];

const vipSchema = z.object({
  levels: z.array(vipLevelSchema).min(1).max(20),
  /**
   * The cycle rule: true (the default) carries what a player brought beyond a level's thresholds
   * into the next level's cycle; false starts every level's cycle from zero.
   */
  carry_over: z.boolean().default(true),
});
export type VipSetting = z.infer<typeof vipSchema>;

const missionSchema = z.object({
  /** Stable id: claims and opt-ins are stored under it. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: 'invalidMissionId' }),
  /** The mission's title per enabled language; a language without one shows the default language's. */
  title: z.partialRecord(languageCode, safeText(120).min(1)),
  kind: z.enum(missionKinds),
  /**
   * The goal: major units of the brand's currency (deposit_amount, wager_amount), or a whole
   * count (rounds played, winning rounds at `multiplier`, consecutive days with a login).
   */
  target: amountText,
  /** win_multiplier: the smallest win, as a multiple of the round's stake, that counts. */
  multiplier: amountText.nullable().default(null),
  /** play_rounds, wager_amount, win_multiplier: only rounds of this category or this game count. */
  category: z.enum(categorySlugs).nullable().default(null),
  game_code: safeText(60).nullable().default(null),
  /** once: one period, the whole window; daily and weekly restart in the brand's time zone. */
  repeat: z.enum(['once', 'daily', 'weekly']),
  starts_at: isoInstant.nullable().default(null),
  ends_at: isoInstant.nullable().default(null),
  /** true: progress counts only from when the player joins the mission. */
  opt_in: z.boolean().default(false),
  reward: welcomeRewardSchema,
});
export type MissionSetting = z.infer<typeof missionSchema>;

const leaderboardSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: 'invalidLeaderboardId' }),
  title: z.partialRecord(languageCode, safeText(120).min(1)),
  /** daily and weekly in the brand's time zone; custom: once, from starts_at to ends_at. */
  period: z.enum(['daily', 'weekly', 'custom']),
  starts_at: isoInstant.nullable().default(null),
  ends_at: isoInstant.nullable().default(null),
  metric: z.enum(leaderboardMetrics),
  /** Rounds staking less (major units) do not count. */
  min_stake: amountOrZero.default('0'),
  /** The prize of each place, first place first, paid once when the period ends. */
  prizes: z.array(welcomeRewardSchema).max(50).default([]),
});
export type LeaderboardSetting = z.infer<typeof leaderboardSchema>;

const wheelSegmentSchema = z.object({
  /** Stable id: wins and stock are counted under it. */
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { message: 'invalidSegmentId' }),
  /** cash, game_token, minigame_token: amount paid; free_spin: spins given; none: '0' ("try again"). */
  prize: z.object({ type: z.enum(wheelPrizeTypes), amount: amountOrZero }),
  /** Chance weight, whole: the segment wins weight / total of the segments still in stock. */
  weight: z.number().int().min(0).max(1_000_000),
  /** How many times the segment can be won per stock period; null: no limit. */
  stock: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
});
export type WheelSegmentSetting = z.infer<typeof wheelSegmentSchema>;

const wheelSchema = z.object({
  /** Minigame tokens one spin costs (the daily spin costs nothing). */
  cost: z.number().int().min(0).max(1_000_000),
  /** The period stock limits count in, in the brand's time zone. */
  stock_period: z.enum(['daily', 'weekly']),
  segments: z.array(wheelSegmentSchema).min(2).max(24),
});

const dailySpinSchema = z.object({
  /** One free spin per period, in the brand's time zone. */
  period: z.enum(['daily', 'weekly']),
  segments: z.array(wheelSegmentSchema).min(2).max(24),
  /** Claiming one of these missions in the current period gives one more free spin. */
  extra_spin_missions: z.array(z.string().max(40)).max(20).default([]),
});

const depositTokensSchema = z.object({
  /** `tokens` minigame tokens for each whole `per_amount` (major units) of a paid deposit. */
  per_amount: amountText,
  tokens: z.number().int().min(1).max(1_000_000),
  /** true: the tokens stay frozen until the player wagers the deposit's amount. */
  frozen_until_wagered: z.boolean(),
});

const minigameSchema = z.object({
  wheel: wheelSchema,
  daily_spin: dailySpinSchema,
  /** Minigame tokens for deposits; null: none. (Welcome, inbox, mission and VIP rewards are configured there.) */
  deposit_tokens: depositTokensSchema.nullable().default(null),
  /** Hours minigame tokens from missions stay frozen before they can be spent; 0: spendable at once. */
  mission_token_wait_hours: z
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(0),
});
export type MinigameSetting = z.infer<typeof minigameSchema>;

const segment = (
  id: string,
  type: WheelSegmentSetting['prize']['type'],
  amount: string,
  weight: number,
  stock: number | null = null,
): WheelSegmentSetting => ({ id, prize: { type, amount }, weight, stock });

/** The wheel and daily spin of a brand that configures none. */
export const defaultMinigame: MinigameSetting = {
  wheel: {
    cost: 1,
    stock_period: 'daily',
    segments: [
      segment('tokens-2', 'minigame_token', '2', 20),
      segment('try-again', 'none', '0', 30),
      segment('game-5', 'game_token', '5', 15),
      segment('cash-10', 'cash', '10', 10),
      segment('free-spin', 'free_spin', '1', 10),
      segment('tokens-5', 'minigame_token', '5', 8),
      segment('cash-100', 'cash', '100', 5, 3),
      segment('cash-1000', 'cash', '1000', 2, 1),
    ],
  },
  daily_spin: {
    period: 'daily',
    segments: [
      segment('daily-tokens-1', 'minigame_token', '1', 35),
      segment('daily-game-3', 'game_token', '3', 25),
      segment('daily-tokens-3', 'minigame_token', '3', 15),
      segment('daily-cash-5', 'cash', '5', 15),
      segment('daily-try-again', 'none', '0', 10),
    ],
    extra_spin_missions: [],
  },
  deposit_tokens: { per_amount: '100', tokens: 1, frozen_until_wagered: true },
  mission_token_wait_hours: 0,
};

const brandCodeSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { message: 'invalidBrandCode' });

/** One brand (tenant): the JSON document `npm run brand -- apply` takes and the server stores. */
export const brandDocumentSchema = z
  .object({
    code: brandCodeSchema,
    domains: z.array(domainName).min(1).max(20),
    site: siteSchema,
    maintenance: maintenanceSchema,
    languages: z.object({
      default: languageCode,
      enabled: z.array(languageCode).min(1).max(languageCodes.length),
    }),
    content: z.object({
      menu: z.array(menuItemSchema).max(40),
      game_menu: z.array(gameMenuItemSchema).max(40),
    }),
    /** Provider codes whose games this brand offers; provider_count is derived from them. */
    providers: z.array(safeText(20).regex(/^[A-Z0-9_]+$/)).max(100),
    /** Games of the offered providers this brand does not offer. */
    disabled_games: z.array(safeText(60)).max(2000).default([]),
    /** Game codes shown as hot games, in order; empty means the built-in default lists. */
    hot_games: z.array(safeText(60)).max(60),
    aff_domain: safeText(253),
    live_chat: liveChatSchema,
    partners: z.array(partnerSchema).max(50),
    analytics: z.array(analyticsItemSchema).max(20),
    social_accounts: z.array(socialAccountSchema).max(20),
    cms: cmsSchema,
    seo: z.array(seoEntrySchema).max(100),
    /** The brand's country: the default region of phone numbers players type. null: none, numbers are typed internationally. */
    country: countryCodeSchema.nullable().default(null),
    /** Where the brand's day starts and ends (IANA name). */
    time_zone: timeZoneSchema.default('UTC'),
    /** The reward of the welcome message every new player gets; null: a welcome message without one. */
    welcome_reward: welcomeRewardSchema.nullable().default({ type: 'game_token', amount: '10' }),
    payments: paymentsSchema.default(() => structuredClone(defaultPayments)),
    /** The VIP ladder, lowest level first (where players start). */
    vip: vipSchema.default(() => ({ levels: structuredClone(defaultVipLevels), carry_over: true })),
    /** The brand's missions, in the order /mission lists them. */
    missions: z.array(missionSchema).max(50).default([]),
    /** The brand's leaderboards, in the order /leaderboard lists them. */
    leaderboards: z.array(leaderboardSchema).max(10).default([]),
    /**
     * Player protection across brands (decision 0034). Time-outs and self-exclusions always bind
     * every brand; with share_limits, a person's deposit, loss and wager limits also bind the other
     * brands of the same currency that share too.
     */
    protection: z.object({ share_limits: z.boolean() }).default({ share_limits: false }),
    /** The rewards minigame (/minigame) and the daily free spin (/spin). */
    minigame: minigameSchema.default(() => structuredClone(defaultMinigame)),
  })
  .superRefine((brand, ctx) => {
    if (!isThemeColor(brand.site.theme_code, brand.site.theme_color)) {
      ctx.addIssue({ code: 'custom', path: ['site', 'theme_color'], message: 'Invalid theme color' });
    }
    if (!brand.languages.enabled.includes(brand.languages.default)) {
      ctx.addIssue({ code: 'custom', path: ['languages', 'default'], message: 'defaultLanguageNotEnabled' });
    }
    if (new Set(brand.domains).size !== brand.domains.length) {
      ctx.addIssue({ code: 'custom', path: ['domains'], message: 'duplicateDomain' });
    }
    const { start_date: start, end_date: end } = brand.maintenance;
    if (start && end && Date.parse(start) >= Date.parse(end)) {
      ctx.addIssue({ code: 'custom', path: ['maintenance', 'end_date'], message: 'endBeforeStart' });
    }
    checkAmounts(brand, ctx);
    checkVip(brand, ctx);
    checkMissions(brand, ctx);
    checkMinigame(brand, ctx);
    const boards = brand.leaderboards.map((board) => board.id);
    if (new Set(boards).size !== boards.length)
      ctx.addIssue({ code: 'custom', path: ['leaderboards'], message: 'duplicateLeaderboardId' });
    brand.leaderboards.forEach((board, index) => {
      if (board.period === 'custom' && !(board.starts_at && board.ends_at && board.starts_at < board.ends_at))
        ctx.addIssue({ code: 'custom', path: ['leaderboards', index, 'ends_at'], message: 'endBeforeStart' });
    });
    const pages = brand.seo.map((entry) => entry.page_name);
    if (new Set(pages).size !== pages.length) {
      ctx.addIssue({ code: 'custom', path: ['seo'], message: 'duplicatePageName' });
    }
  });
export type BrandDocument = z.infer<typeof brandDocumentSchema>;

type SettingsPart = Pick<BrandDocument, 'site' | 'welcome_reward' | 'payments'>;

/**
 * Amounts must be exact in the units they are paid in (cash at the currency's scale, tokens whole),
 * positive, and each minimum at most its maximum: refused when applied, never found by a player.
 */
function checkAmounts(brand: SettingsPart, ctx: z.RefinementCtx): void {
  const scale = currencyScale(brand.site.currency);
  const units = (amount: string, places: number): number | null => {
    const parts = parseDecimal(amount);
    if (!parts || parts.fraction.replace(/0+$/, '').length > places) return null;
    const value = Number(amount);
    return value > 0 ? value : null;
  };
  const limits = (value: AmountLimitsSetting, path: (string | number)[]) => {
    const min = units(value.min, scale);
    const max = units(value.max, scale);
    if (min === null) ctx.addIssue({ code: 'custom', path: [...path, 'min'], message: 'invalidAmount' });
    if (max === null) ctx.addIssue({ code: 'custom', path: [...path, 'max'], message: 'invalidAmount' });
    if (min !== null && max !== null && min > max)
      ctx.addIssue({ code: 'custom', path: [...path, 'max'], message: 'maxBelowMin' });
  };
  brand.payments.deposit_methods.forEach((method, index) =>
    limits(method, ['payments', 'deposit_methods', index]),
  );
  const methods = brand.payments.deposit_methods.map((method) => method.method);
  if (new Set(methods).size !== methods.length)
    ctx.addIssue({ code: 'custom', path: ['payments', 'deposit_methods'], message: 'duplicateMethod' });
  limits(brand.payments.withdrawal, ['payments', 'withdrawal']);
  const reward = brand.welcome_reward;
  if (reward && units(reward.amount, reward.type === 'cash' ? scale : 0) === null)
    ctx.addIssue({ code: 'custom', path: ['welcome_reward', 'amount'], message: 'invalidAmount' });
}

/**
 * A ladder names its first level in the default language, starts at nothing, and asks for more
 * than nothing at every level above (a level reached by doing nothing would be paid on sign-up).
 */
function checkVip(brand: Pick<BrandDocument, 'vip' | 'languages' | 'site'>, ctx: z.RefinementCtx): void {
  const scale = currencyScale(brand.site.currency);
  brand.vip.levels.forEach((step, index) => {
    const path = ['vip', 'levels', index];
    if (!step.name[brand.languages.default])
      ctx.addIssue({ code: 'custom', path: [...path, 'name'], message: 'missingName' });
    for (const key of ['deposit', 'turnover'] as const) {
      const parts = parseDecimal(step[key]);
      if (!parts || parts.fraction.replace(/0+$/, '').length > scale)
        ctx.addIssue({ code: 'custom', path: [...path, key], message: 'invalidAmount' });
    }
    const cash = parseDecimal(step.reward.cash);
    if (!cash || cash.fraction.replace(/0+$/, '').length > scale)
      ctx.addIssue({ code: 'custom', path: [...path, 'reward', 'cash'], message: 'invalidAmount' });
    const asks = Number(step.deposit) + Number(step.turnover);
    if ((index === 0) !== (asks === 0))
      ctx.addIssue({
        code: 'custom',
        path,
        message: index === 0 ? 'firstLevelAsksNothing' : 'levelAsksNothing',
      });
  });
}

/** Mission ids are unique, counts whole, a win mission names its multiplier, rewards are exact. */
function checkMissions(
  brand: Pick<BrandDocument, 'missions' | 'languages' | 'site'>,
  ctx: z.RefinementCtx,
): void {
  const scale = currencyScale(brand.site.currency);
  const ids = brand.missions.map((mission) => mission.id);
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['missions'], message: 'duplicateMissionId' });
  brand.missions.forEach((mission, index) => {
    const path = ['missions', index];
    const places = mission.kind === 'deposit_amount' || mission.kind === 'wager_amount' ? scale : 0;
    const target = parseDecimal(mission.target);
    if (!target || target.fraction.replace(/0+$/, '').length > places || Number(mission.target) <= 0)
      ctx.addIssue({ code: 'custom', path: [...path, 'target'], message: 'invalidAmount' });
    if ((mission.kind === 'win_multiplier') !== (mission.multiplier !== null))
      ctx.addIssue({ code: 'custom', path: [...path, 'multiplier'], message: 'invalidMultiplier' });
    if (!mission.title[brand.languages.default])
      ctx.addIssue({ code: 'custom', path: [...path, 'title'], message: 'missingName' });
    const reward = parseDecimal(mission.reward.amount);
    const rewardPlaces = mission.reward.type === 'cash' ? scale : 0;
    if (
      !reward ||
      reward.fraction.replace(/0+$/, '').length > rewardPlaces ||
      Number(mission.reward.amount) <= 0
    )
      ctx.addIssue({ code: 'custom', path: [...path, 'reward', 'amount'], message: 'invalidAmount' });
    if (mission.starts_at && mission.ends_at && Date.parse(mission.starts_at) >= Date.parse(mission.ends_at))
      ctx.addIssue({ code: 'custom', path: [...path, 'ends_at'], message: 'endBeforeStart' });
  });
}

/** Segment ids are unique per wheel, some weight is always winnable, prizes are exact. */
function checkMinigame(brand: Pick<BrandDocument, 'minigame' | 'site'>, ctx: z.RefinementCtx): void {
  const scale = currencyScale(brand.site.currency);
  const wheels = [
    ['wheel', brand.minigame.wheel.segments],
    ['daily_spin', brand.minigame.daily_spin.segments],
  ] as const;
  for (const [name, segments] of wheels) {
    const path = ['minigame', name, 'segments'];
    if (new Set(segments.map((s) => s.id)).size !== segments.length)
      ctx.addIssue({ code: 'custom', path, message: 'duplicateSegmentId' });
    // A wheel whose every segment could sell out would have nothing left to land on.
    if (!segments.some((s) => s.stock === null && s.weight > 0))
      ctx.addIssue({ code: 'custom', path, message: 'noUnlimitedSegment' });
    segments.forEach((s, index) => {
      const parts = parseDecimal(s.prize.amount);
      const places = s.prize.type === 'cash' ? scale : 0;
      const exact = parts !== null && parts.fraction.replace(/0+$/, '').length <= places;
      const positive = Number(s.prize.amount) > 0;
      if (!exact || positive !== (s.prize.type !== 'none'))
        ctx.addIssue({ code: 'custom', path: [...path, index, 'prize', 'amount'], message: 'invalidAmount' });
    });
  }
  const deposit = brand.minigame.deposit_tokens;
  if (deposit && !(Number(deposit.per_amount) > 0))
    ctx.addIssue({
      code: 'custom',
      path: ['minigame', 'deposit_tokens', 'per_amount'],
      message: 'invalidAmount',
    });
}

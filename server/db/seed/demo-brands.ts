import { readFileSync } from 'node:fs';
import { brandDocumentSchema, type BrandDocument } from '#shared/brand/brand-schema.ts';
import { type Partner } from '#shared/brand/brand-site-schema.ts';
import type { CategorySlug } from '#shared/brand/categories.ts';

/**
 * The demo brands are brand documents kept as JSON in `brands/` at the root of the repository:
 * the same files an operator applies with `npm run brand -- apply brands/<code>.json`, read and
 * validated by the schema the server uses, so the seed and the tool can never disagree.
 */
const demoBrandFolder = new URL('../../../brands/', import.meta.url);

/** The demo brand `<code>.json`, parsed (defaults filled in); throws with each problem if invalid. */
function loadBrandFile(file: URL): BrandDocument {
  const parsed = brandDocumentSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid brand document ${file.pathname}:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

const demoBrand = (code: string) => loadBrandFile(new URL(`${code}.json`, demoBrandFolder));

/** The client route of each product category (spec section 2); table games share the casino lobby. */
export const categoryRoutes: Record<CategorySlug, string> = {
  slots: '/slots',
  livecasino: '/casino',
  hashgame: '/hash-game',
  sportsbook: '/sports',
  fish: '/fishing',
  table: '/casino',
  sabong: '/sabong',
  lottery: '/lottery',
  horseracing: '/horse-racing',
  bingo: '/bingo',
  arcade: '/arcade',
  crash: '/crash',
  poker: '/poker',
};

/** The responsible-gaming partners the demo brands list (their logos are generated artwork). */
export const demoPartners = {
  begambleaware: {
    partner_name: 'BeGambleAware',
    href: 'https://www.begambleaware.org',
    img_url: '/partners/begambleaware.svg',
  },
  gamcare: { partner_name: 'GamCare', href: 'https://www.gamcare.org.uk', img_url: '/partners/gamcare.svg' },
  gamblingtherapy: {
    partner_name: 'Gambling Therapy',
    href: 'https://www.gamblingtherapy.org',
    img_url: '/partners/gamblingtherapy.svg',
  },
  gamblersanonymous: {
    partner_name: 'Gamblers Anonymous',
    href: 'https://www.gamblersanonymous.org',
    img_url: '/partners/gamblersanonymous.svg',
  },
} satisfies Record<string, Partner>;

/** Demo brand of plain `localhost`: every provider, every feature switched on, Philippines. */
export const luckyBrand = demoBrand('lucky');

/** A slot brand on the login-modal template, with no live chat or partners. */
export const spinpalaceBrand = demoBrand('spinpalace');

/** A sportsbook brand whose default language is Spanish; live chat is on but has no chat id. */
export const goallineBrand = demoBrand('goalline');

/** A Chinese slot brand with a maintenance window that already ended. */
export const jadeslotsBrand = demoBrand('jadeslots');

/** A casino brand under maintenance, for the maintenance screen. */
export const royalbayBrand = demoBrand('royalbay');

/** The demo brands in seeding order; the first is the one plain `localhost` reaches. */
export const demoBrands: readonly BrandDocument[] = [
  luckyBrand,
  spinpalaceBrand,
  goallineBrand,
  jadeslotsBrand,
  royalbayBrand,
];

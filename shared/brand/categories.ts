// Without zod, so the browser can read the categories without loading the brand schema (decision 0039).

/** The product categories of the spec, by their URL slug (section 9). */
export const categorySlugs = [
  'slots',
  'livecasino',
  'hashgame',
  'sportsbook',
  'fish',
  'table',
  'sabong',
  'lottery',
  'horseracing',
  'bingo',
  'arcade',
  'crash',
  'poker',
] as const;
export type CategorySlug = (typeof categorySlugs)[number];

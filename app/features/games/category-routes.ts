import type { CategorySlug } from '#shared/brand/categories.ts';

/** Which categories each game page lists (spec §9 category slugs); `hot` lists the brand's hot games. */
export const categoriesOfPage: Record<string, readonly CategorySlug[] | 'hot'> = {
  '/slots': ['slots'],
  '/casino': ['livecasino', 'table'],
  '/hash-game': ['hashgame'],
  '/sports': ['sportsbook'],
  '/fishing': ['fish'],
  '/sabong': ['sabong'],
  '/lottery': ['lottery'],
  '/horse-racing': ['horseracing'],
  '/bingo': ['bingo'],
  '/arcade': ['arcade'],
  '/crash': ['crash'],
  '/poker': ['poker'],
  '/hot': 'hot',
  '/playnow': ['slots', 'crash', 'fish', 'arcade'],
};

import { and, eq } from 'drizzle-orm';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { languageTags } from '#shared/i18n/language-tags.ts';
import type { LanguageCode } from '#shared/i18n/languages.ts';
import type { LaunchMode } from '#shared/contract/play-contract.ts';
import type { Executor } from '#server/db/database.ts';
import { games, providers } from '#server/db/schema.ts';
import { ApiError } from '#server/http/api-error.ts';
import { openGameSession } from './game-session.ts';

export interface LaunchRequest {
  brand: { id: number; document: BrandDocument };
  accountPk: number;
  providerCode: string;
  gameCode: string;
  language: LanguageCode;
  device: 'desktop' | 'mobile';
  /** The site's origin (`https://lucky.example`): where the provider sends the player back. */
  siteOrigin: string;
  now?: Date;
}

/**
 * Launches a game: checks the brand offers it, opens a game session bound to the player, brand,
 * provider, game and the brand's currency, and fills the provider's URL template with its token.
 * A game the brand does not offer (another brand's provider, a disabled game, a code of another
 * provider) answers gameNotFound, like a code that does not exist.
 */
export async function launchGame(
  db: Executor,
  launch: LaunchRequest,
): Promise<{ url: string; mode: LaunchMode }> {
  const { document } = launch.brand;
  if (
    !document.providers.includes(launch.providerCode) ||
    document.disabled_games.includes(launch.gameCode)
  ) {
    throw new ApiError('gameNotFound');
  }
  const [game] = await db
    .select({ launchUrl: providers.launchUrl, popup: providers.popup })
    .from(games)
    .innerJoin(providers, eq(providers.code, games.providerCode))
    .where(and(eq(games.gameCode, launch.gameCode), eq(games.providerCode, launch.providerCode)))
    .limit(1);
  // A provider without a launch address cannot be played (an operator has not finished adding it).
  if (!game || game.launchUrl === '') throw new ApiError('gameNotFound');
  const currency = document.site.currency;
  const { token } = await openGameSession(db, {
    brandId: launch.brand.id,
    accountPk: launch.accountPk,
    providerCode: launch.providerCode,
    gameCode: launch.gameCode,
    currency,
    now: launch.now,
  });
  const url = fillLaunchTemplate(game.launchUrl, {
    token,
    game_code: launch.gameCode,
    lang: languageTags[launch.language],
    currency,
    return_url: `${launch.siteOrigin}/`,
  });
  return { url, mode: launchModeOf(game.popup, launch.device) };
}

/**
 * A popup provider opens a window of its own on a computer; on a phone a second window is a tab the
 * player loses (and popup blockers stop it), so there the game replaces the site and sends the
 * player back through return_url. Every other provider plays in the site frame.
 */
export function launchModeOf(popup: boolean, device: 'desktop' | 'mobile'): LaunchMode {
  if (!popup) return 'embed';
  return device === 'mobile' ? 'redirect' : 'popup';
}

/** Replaces each `{name}` of the template with its value, URL-encoded; other braces are left alone. */
export function fillLaunchTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? encodeURIComponent(values[name]!) : placeholder,
  );
}

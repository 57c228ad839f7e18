import { launchGameCall } from '#shared/contract/play-contract.ts';
import type { Database } from '#server/db/database.ts';
import { ok, type CallRegistry } from '#server/http/register-call.ts';
import { launchGame } from './game-launch.ts';

export interface LaunchRouteDeps {
  db: Database;
  calls: CallRegistry;
  clock: () => Date;
}

export function registerLaunchRoutes({ db, calls, clock }: LaunchRouteDeps): void {
  calls.register(launchGameCall, async (body, { brand, player, origin }) => {
    const launched = await launchGame(db, {
      brand,
      accountPk: player.account.id,
      providerCode: body.provider_code,
      gameCode: body.game_code,
      language: body.lang ?? brand.document.languages.default,
      device: body.device ?? 'desktop',
      siteOrigin: `${origin.protocol}://${origin.host}`,
      now: clock(),
    });
    return ok({ value: launched });
  });
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { type ProviderResponse, type ProviderStatus } from '#shared/contract/provider-contract.ts';
import { currencyScale } from '#shared/money/currency.ts';
import type { Database } from '#server/db/database.ts';
import { games, providers } from '#server/db/schema.ts';
import { sendProviderCallback } from '#server/features/play/provider-callback.ts';
import { demoGameHtml, demoStakes, type DemoGamePage } from './demo-provider-page.ts';
import { payoutOf, reelStrip, spinReels, type SlotSymbol } from './demo-slot.ts';

const launchQuery = z.object({
  token: z.string().min(1).max(200),
  game: z.string().min(1).max(64),
  lang: z.string().max(20).default('en'),
  currency: z.string().regex(/^[A-Z]{3}$/),
  return_url: z.string().max(500).default(''),
});

const symbols = reelStrip.map((entry) => entry.symbol) as [SlotSymbol, ...SlotSymbol[]];
const stakeField = z.coerce
  .number()
  .int()
  .refine((stake) => (demoStakes as readonly number[]).includes(stake))
  .catch(demoStakes[0]);

/** What the page shows after a spin (carried in the address it redirects to: post, redirect, get). */
const lastSpin = z.object({
  stake: stakeField,
  reels: z
    .string()
    .transform((text) => text.split('.'))
    .pipe(z.array(z.enum(symbols)).length(3))
    .optional()
    .catch(undefined),
  win: z.coerce.bigint().nonnegative().optional().catch(undefined),
  refused: z.string().max(40).optional().catch(undefined),
});

const refusals: Partial<Record<ProviderStatus, string>> = {
  INSUFFICIENT_FUNDS: 'Not enough balance for this stake.',
  INVALID_TOKEN: 'This game session has ended: open the game again from the site.',
  PLAYER_BLOCKED: 'Your account cannot place bets right now.',
  LIMIT_REACHED: 'You have reached a limit you set: no more bets for now.',
};

function refusalText(status: string | undefined): string | undefined {
  if (status === undefined) return undefined;
  return refusals[status as ProviderStatus] ?? `The bet was not taken (${status}).`;
}

interface DemoProvider {
  code: string;
  name: string;
  slug: string;
  secret: string | null;
}

/**
 * The local driver of the demo catalogue's providers (demo mode only): their game, a small
 * three-reel slot, served at each provider's launch address `/demo-provider/<slug>/play`, whose
 * game server calls Marquee's seamless-wallet API exactly as an outside provider would: signed
 * `balance`, `bet` and `win` callbacks with the provider's own secret, through the real routes.
 */
export function registerDemoProviderRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  async function providerOf(slug: string): Promise<DemoProvider | undefined> {
    const [row] = await db
      .select({
        code: providers.code,
        name: providers.name,
        slug: providers.slug,
        secret: providers.walletSecret,
      })
      .from(providers)
      .where(eq(providers.slug, slug));
    return row;
  }

  async function callWallet(
    provider: DemoProvider,
    action: 'balance' | 'bet' | 'win',
    payload: Record<string, unknown>,
  ): Promise<ProviderResponse> {
    return (await sendProviderCallback(app, provider, action, payload, new Date())).answer;
  }

  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    scope.get<{ Params: { slug: string } }>('/demo-provider/:slug/play', async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const provider = await providerOf(request.params.slug);
      const launch = launchQuery.safeParse(request.query);
      if (!provider || !launch.success)
        return reply.code(404).send('<!doctype html><title>Not found</title><h1>Game not found</h1>');
      const [game] = await db
        .select({ name: games.gameName })
        .from(games)
        .where(and(eq(games.gameCode, launch.data.game), eq(games.providerCode, provider.code)));
      if (!game)
        return reply.code(404).send('<!doctype html><title>Not found</title><h1>Game not found</h1>');
      const spin = lastSpin.parse(request.query);
      const wallet = await callWallet(provider, 'balance', { session_token: launch.data.token });
      const page: DemoGamePage = {
        slug: provider.slug,
        providerName: provider.name,
        gameName: game.name,
        launch: launch.data,
        balance: wallet.status === 'OK' ? BigInt(wallet.balance) : undefined,
        stake: spin.stake,
        last: spin.reels && spin.win !== undefined ? { reels: spin.reels, win: spin.win } : undefined,
        problem: refusalText(wallet.status === 'OK' ? spin.refused : wallet.status),
      };
      return reply.send(demoGameHtml(page));
    });

    scope.post<{ Params: { slug: string } }>('/demo-provider/:slug/spin', async (request, reply) => {
      const provider = await providerOf(request.params.slug);
      const launch = launchQuery.safeParse(request.body);
      if (!provider || !launch.success)
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><title>Not found</title><h1>Game not found</h1>');
      const { stake } = lastSpin.parse(request.body);
      const minorStake = BigInt(stake) * 10n ** BigInt(currencyScale(launch.data.currency));
      const round = randomUUID();
      const common = {
        session_token: launch.data.token,
        round_id: round,
        game_code: launch.data.game,
        currency: launch.data.currency,
      };
      const next = new URLSearchParams({ ...launch.data, stake: String(stake) });
      const bet = await callWallet(provider, 'bet', {
        ...common,
        transaction_id: `${round}:bet`,
        amount: Number(minorStake),
      });
      if (bet.status !== 'OK') {
        next.set('refused', bet.status);
      } else {
        const reels = spinReels();
        const win = payoutOf(reels, minorStake);
        // The round closes with its win, a zero one included: the bet record is settled either way.
        await callWallet(provider, 'win', {
          ...common,
          transaction_id: `${round}:win`,
          bet_transaction_id: `${round}:bet`,
          amount: Number(win),
          round_closed: true,
        });
        next.set('reels', reels.join('.'));
        next.set('win', String(win));
      }
      return reply.redirect(`/demo-provider/${provider.slug}/play?${next.toString()}`, 303);
    });
  });
}

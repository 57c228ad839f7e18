import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { gameCodeSchema, providerCodeSchema } from '#shared/catalogue/catalogue-document.ts';
import type { Env } from '#server/config/env.ts';
import type { Database, DatabaseHandle } from '#server/db/database.ts';
import { games, providers } from '#server/db/schema.ts';
import { formatTable, openBrandDatabase } from '#server/features/brands/brand-cli-core.ts';
import { brandChannel } from '#server/features/brands/brand-change-bus.ts';
import { listBrands } from '#server/features/brands/brand-repository.ts';
import {
  applyBrand,
  BrandNotFoundError,
  BrandValidationError,
  showBrand,
} from '#server/features/brands/brand-service.ts';
import {
  readServerLock,
  runOnOwningServer,
  type OperatorRunAnswer,
  type ServerLock,
} from '#server/features/brands/operator-endpoint.ts';
import { applyCatalogue, CatalogueValidationError, type CatalogueWriteResult } from './catalogue-writer.ts';

const catalogueCliUsage = `Usage: npm run catalogue -- <command>

Commands:
  apply <file.json>                              create or update a provider and its games (idempotent)
  enable <brand> <PROVIDER>[/<game_code>]        offer a provider, or one of its games, on a brand
  disable <brand> <PROVIDER>[/<game_code>]       stop offering it
  list                                           providers, game counts and each brand's state

Uses DATABASE_URL when set; otherwise the embedded database in DATA_DIR, through the running
server when one owns it.`;

/** Every refusal is 2: the operator's input (file, brand, code) was wrong and nothing changed. */
export const catalogueExitCodes = { ok: 0, refused: 2 } as const;

export interface CatalogueCliDeps {
  env: Env;
  /** Recorded in operator_actions, e.g. `cli:alice`. */
  actor: string;
  out(line: string): void;
  err(line: string): void;
  /** Folder relative file names are resolved against. */
  cwd?: string;
  /** Opens the database when no running server owns it; the CLI closes what this returns. */
  openDatabase?(env: Env): Promise<DatabaseHandle>;
  /** Tells running servers that the catalogue or a brand changed; default: NOTIFY on PostgreSQL. */
  publish?(handle: DatabaseHandle): Promise<void>;
}

type Target = { provider: string; game?: string };

type Command =
  | { name: 'list' }
  | { name: 'apply'; file: string }
  | { name: 'enable' | 'disable'; brand: string; target: Target }
  | { name: 'help' };

/** What runs against the database: `apply` carries the document read on the operator's side. */
type CatalogueRunnable =
  | { name: 'list' }
  | { name: 'apply'; file: string; document: unknown }
  | { name: 'enable' | 'disable'; brand: string; target: Target };

/** A refusal with a one-line message for the operator; nothing was changed. */
class Refusal extends Error {}

function parseTarget(text: string): Target {
  const [provider = '', game, ...extra] = text.split('/');
  if (extra.length > 0 || !providerCodeSchema.safeParse(provider).success)
    throw new Refusal(`'${text}' is not PROVIDER or PROVIDER/game_code (provider codes are upper case)`);
  if (game !== undefined && !gameCodeSchema.safeParse(game).success)
    throw new Refusal(`'${game}' is not a game code`);
  return game === undefined ? { provider } : { provider, game };
}

function parseArgs(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === 'help' || name === '--help' || name === '-h') return { name: 'help' };
  if (name === 'list' && rest.length === 0) return { name };
  if (name === 'apply' && rest.length === 1 && rest[0]) return { name, file: rest[0] };
  if ((name === 'enable' || name === 'disable') && rest.length === 2 && rest[0] && rest[1])
    return { name, brand: rest[0], target: parseTarget(rest[1]) };
  if (name === undefined) throw new Refusal('No command given (try: npm run catalogue -- help)');
  if (['list', 'apply', 'enable', 'disable'].includes(name))
    throw new Refusal(`Wrong arguments for ${name} (try: npm run catalogue -- help)`);
  throw new Refusal(`Unknown command '${name}' (try: npm run catalogue -- help)`);
}

async function readDocument(deps: CatalogueCliDeps, file: string): Promise<unknown> {
  const path = resolve(deps.cwd ?? process.cwd(), file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new Refusal(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Refusal(`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function notifyServers(handle: DatabaseHandle): Promise<void> {
  // Servers on PostgreSQL LISTEN on the brand channel and drop their cached site configuration,
  // which holds provider_count and the menus.
  if (handle.pool) await handle.pool.query(`NOTIFY ${brandChannel}`);
}

function describeApply(file: string, result: CatalogueWriteResult): string {
  if (!result.changed)
    return `unchanged ${result.code}: ${file} matches the catalogue (${result.games} games)`;
  const verb = result.created ? 'created' : 'updated';
  // Counts only: the document's wallet_secret is never echoed.
  return `${verb} ${result.code}: ${result.games} games (${result.added} added, ${result.updated} changed, ${result.removed} removed)`;
}

async function providerGames(db: Database, provider: string): Promise<Set<string> | undefined> {
  const [row] = await db
    .select({ code: providers.code })
    .from(providers)
    .where(eq(providers.code, provider))
    .limit(1);
  if (!row) return undefined;
  const rows = await db.select({ code: games.gameCode }).from(games).where(eq(games.providerCode, provider));
  return new Set(rows.map((game) => game.code));
}

function switched(document: BrandDocument, on: boolean, target: Target): BrandDocument {
  if (target.game === undefined) {
    const others = document.providers.filter((code) => code !== target.provider);
    return { ...document, providers: on ? [...others, target.provider] : others };
  }
  const others = document.disabled_games.filter((code) => code !== target.game);
  return { ...document, disabled_games: on ? others : [...others, target.game] };
}

async function setOffered(
  db: Database,
  command: { name: 'enable' | 'disable'; brand: string; target: Target },
  deps: CatalogueCliDeps,
  publish: () => Promise<void>,
): Promise<void> {
  const on = command.name === 'enable';
  const { target } = command;
  const known = await providerGames(db, target.provider);
  if (!known)
    throw new Refusal(`No provider '${target.provider}' in the catalogue (apply its document first)`);
  if (target.game !== undefined && !known.has(target.game))
    throw new Refusal(`Provider ${target.provider} has no game '${target.game}'`);
  let brand;
  try {
    brand = await showBrand(db, command.brand);
  } catch (error) {
    if (error instanceof BrandNotFoundError) throw new Refusal(`No brand '${command.brand}'`);
    throw error;
  }
  const document = brand.document;
  const name = target.game === undefined ? target.provider : `${target.provider}/${target.game}`;
  const offeredNow =
    target.game === undefined
      ? document.providers.includes(target.provider)
      : !document.disabled_games.includes(target.game);
  if (offeredNow === on) {
    deps.out(
      `unchanged: ${name} already ${on ? 'enabled' : 'disabled'} on ${brand.code} (version ${brand.version})`,
    );
    return;
  }
  // Through the brand service: validated, recorded in operator_actions, every server's cache dropped.
  const result = await applyBrand(db, switched(document, on, target), deps.actor, publish);
  deps.out(
    `${on ? 'enabled' : 'disabled'} ${name} on ${result.brand.code} (version ${result.brand.version})`,
  );
  if (on && target.game !== undefined && !document.providers.includes(target.provider))
    deps.out(
      `note: ${brand.code} does not offer ${target.provider}; the game shows once the provider is enabled`,
    );
}

async function listLines(db: Database): Promise<string[]> {
  const rows = await db
    .select({
      code: providers.code,
      name: providers.name,
      slug: providers.slug,
      popup: providers.popup,
      secret: providers.walletSecret,
      games: count(games.id),
    })
    .from(providers)
    .leftJoin(games, eq(games.providerCode, providers.code))
    .groupBy(providers.code)
    .orderBy(asc(providers.code));
  if (rows.length === 0) return ['No providers.'];
  const brands = await listBrands(db);
  const gameRows = await db.select({ code: games.gameCode, provider: games.providerCode }).from(games);
  const providerOf = new Map(gameRows.map((row) => [row.code, row.provider]));
  return formatTable(
    [
      'CODE',
      'NAME',
      'SLUG',
      'GAMES',
      'POPUP',
      'WALLET SECRET',
      ...brands.map((brand) => brand.code.toUpperCase()),
    ],
    rows.map((row) => [
      row.code,
      row.name,
      row.slug,
      String(row.games),
      row.popup ? 'yes' : 'no',
      // Whether one is set, never the secret itself.
      row.secret ? 'set' : 'none',
      ...brands.map(({ document }) => {
        if (!document.providers.includes(row.code)) return 'off';
        const hidden = document.disabled_games.filter((code) => providerOf.get(code) === row.code).length;
        return hidden > 0 ? `on (-${hidden})` : 'on';
      }),
    ]),
  );
}

/** Runs one command on a database; throws Refusal (and validation errors) for the operator. */
async function executeCatalogueCommand(
  command: CatalogueRunnable,
  db: Database,
  deps: CatalogueCliDeps,
  publish: () => Promise<void>,
): Promise<void> {
  switch (command.name) {
    case 'list':
      for (const line of await listLines(db)) deps.out(line);
      return;
    case 'apply':
      deps.out(describeApply(command.file, await applyCatalogue(db, command.document, deps.actor, publish)));
      return;
    case 'enable':
    case 'disable':
      await setOffered(db, command, deps, publish);
  }
}

/** Prints a refusal as one line; other errors are the program's and propagate. */
function refusalLine(error: unknown, file?: string): string | undefined {
  if (error instanceof Refusal) return error.message;
  if (error instanceof CatalogueValidationError)
    return `Refused: ${file ?? 'the document'} is invalid, nothing was changed: ${error.message}`;
  if (error instanceof BrandValidationError)
    return `Refused: the brand document would be invalid, nothing was changed: ${error.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`;
  return undefined;
}

/** Runs a parsed command on a database handle, printing refusals; returns the exit code. */
export async function runCatalogueOnDatabase(
  command: CatalogueRunnable,
  db: Database,
  deps: CatalogueCliDeps,
  publish: () => Promise<void>,
): Promise<number> {
  try {
    await executeCatalogueCommand(command, db, deps, publish);
    return catalogueExitCodes.ok;
  } catch (error) {
    const line = refusalLine(error, command.name === 'apply' ? command.file : undefined);
    if (line === undefined) throw error;
    deps.err(line);
    return catalogueExitCodes.refused;
  }
}

export const catalogueRunPath = '/ops/catalogue';

export const catalogueRunRequest = z.object({
  actor: z.string().max(100),
  command: z.discriminatedUnion('name', [
    z.object({ name: z.literal('list') }),
    z.object({ name: z.literal('apply'), file: z.string().max(1000), document: z.unknown() }),
    z.object({
      name: z.enum(['enable', 'disable']),
      brand: z.string().max(40),
      target: z.object({ provider: z.string().max(20), game: z.string().max(60).optional() }),
    }),
  ]),
});

export type CatalogueRunAnswer = OperatorRunAnswer;

/** Sends the command to the server that owns the embedded database and prints its answer. */
function runOnServer(lock: ServerLock, command: CatalogueRunnable, deps: CatalogueCliDeps): Promise<number> {
  const io = { out: deps.out, err: deps.err, dataDir: deps.env.DATA_DIR };
  return runOnOwningServer(
    lock,
    catalogueRunPath,
    { actor: deps.actor, command },
    io,
    catalogueExitCodes.refused,
  );
}

/** Runs one operator command; returns the process exit code (0 done or unchanged, 2 refused). */
export async function runCatalogueCli(args: string[], deps: CatalogueCliDeps): Promise<number> {
  let runnable: CatalogueRunnable;
  try {
    const command = parseArgs(args);
    if (command.name === 'help') {
      deps.out(catalogueCliUsage);
      return catalogueExitCodes.ok;
    }
    // A file that cannot be read or parsed is refused before the database is touched.
    runnable =
      command.name === 'apply'
        ? { name: 'apply', file: command.file, document: await readDocument(deps, command.file) }
        : command;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    deps.err(error.message);
    return catalogueExitCodes.refused;
  }
  if (!deps.env.DATABASE_URL && !deps.openDatabase) {
    // The embedded database belongs to the running server: the command runs there.
    const lock = readServerLock(deps.env.DATA_DIR);
    if (lock) return runOnServer(lock, runnable, deps);
  }
  let handle: DatabaseHandle;
  try {
    handle = await (deps.openDatabase ?? openBrandDatabase)(deps.env);
  } catch (error) {
    const where = deps.env.DATABASE_URL
      ? 'the PostgreSQL database'
      : `the embedded database in ${deps.env.DATA_DIR}`;
    deps.err(
      `Cannot open ${where}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
    return catalogueExitCodes.refused;
  }
  try {
    const publish = deps.publish ?? notifyServers;
    return await runCatalogueOnDatabase(runnable, handle.db, deps, () => publish(handle));
  } finally {
    await handle.close();
  }
}

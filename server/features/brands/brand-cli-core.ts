import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { BrandDocument } from '#shared/brand/brand-schema.ts';
import { isUnderMaintenance } from '#shared/brand/maintenance-window.ts';
import type { Env } from '#server/config/env.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/database.ts';
import { seedDemo } from '#server/db/seed/seed-demo.ts';
import { brandChannel } from './brand-change-bus.ts';
import { listBrands, type BrandRow } from './brand-repository.ts';
import {
  applyBrand,
  BrandNotFoundError,
  BrandValidationError,
  setMaintenance,
  showBrand,
  type BrandIssue,
} from './brand-service.ts';
import { readServerLock, type OperatorCommand, type ServerLock } from './operator-endpoint.ts';

const brandCliUsage = `Usage: npm run brand -- <command>

Commands:
  list                          every brand: code, domains, theme, status, maintenance, version
  show <brand>                  the stored JSON document of a brand
  apply <file.json>             create or update a brand from a JSON document (idempotent)
  maintenance <brand> on|off    switch a brand's maintenance flag

Uses DATABASE_URL when set; otherwise the embedded database in DATA_DIR, through the running
server when one owns it.`;

export const exitCodes = { ok: 0, failure: 1, usage: 2 } as const;

export interface BrandCliDeps {
  env: Env;
  /** Recorded in operator_actions, e.g. `cli:alice`. */
  actor: string;
  out(line: string): void;
  err(line: string): void;
  /** Folder relative file names are resolved against (npm runs scripts from the package root). */
  cwd?: string;
  /** Opens the database when no running server owns it; the CLI closes what this returns. */
  openDatabase?(env: Env): Promise<DatabaseHandle>;
  /** Tells running servers that brands changed; default: NOTIFY on PostgreSQL, nothing on PGlite. */
  publish?(handle: DatabaseHandle): Promise<void>;
}

type Command =
  | { name: 'list' }
  | { name: 'show'; code: string }
  | { name: 'apply'; file: string }
  | { name: 'maintenance'; code: string; on: boolean }
  | { name: 'help' };

class UsageError extends Error {}

/** A failure with a message for the operator (exit code 1). */
class CliFailure extends Error {}

function parseArgs(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === 'help' || name === '--help' || name === '-h') return { name: 'help' };
  if (name === 'list' && rest.length === 0) return { name };
  if (name === 'show' && rest.length === 1 && rest[0]) return { name, code: rest[0] };
  if (name === 'apply' && rest.length === 1 && rest[0]) return { name, file: rest[0] };
  if (name === 'maintenance' && rest.length === 2 && rest[0]) {
    const state = rest[1]?.toLowerCase();
    if (state === 'on' || state === 'off') return { name, code: rest[0], on: state === 'on' };
    throw new UsageError(`maintenance takes on or off, not '${rest[1]}'`);
  }
  if (name === undefined) throw new UsageError('No command given');
  if (['list', 'show', 'apply', 'maintenance'].includes(name))
    throw new UsageError(`Wrong arguments for ${name}`);
  throw new UsageError(`Unknown command '${name}'`);
}

interface ChangeResult {
  code: string;
  version: number;
  changed: boolean;
}

/** Where the commands run: directly on a database, or through the server that owns it. */
interface BrandBackend {
  list(): Promise<BrandRow[]>;
  show(code: string): Promise<BrandRow>;
  apply(document: unknown): Promise<ChangeResult>;
  maintenance(code: string, on: boolean): Promise<ChangeResult>;
  close(): Promise<void>;
}

/** The operator's identity for the audit trail: `cli:<os user>`. */
export function cliActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    // userInfo throws when the uid has no passwd entry (some containers).
    return `cli:${process.env.USER ?? process.env.LOGNAME ?? 'unknown'}`;
  }
}

/** Opens the configured database the way the server does at start: migrated, demo-seeded if asked. */
export async function openBrandDatabase(env: Env): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 2 });
  try {
    await handle.migrate();
    if (env.SEED_DEMO) await seedDemo(handle.db);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Drizzle wraps driver errors ("Failed query: ..."); the innermost cause says what went wrong. */
function causes(error: unknown): string {
  const reasons: string[] = [];
  for (let e: unknown = error; e !== undefined && reasons.length < 5; e = (e as { cause?: unknown }).cause) {
    reasons.push((e instanceof Error ? e.message : String(e)).trim().split('\n')[0] ?? '');
    if (!(e instanceof Error)) break;
  }
  return reasons.join('; caused by: ');
}

async function notifyServers(handle: DatabaseHandle): Promise<void> {
  // Servers on PostgreSQL LISTEN on this channel and drop their cached configuration.
  if (handle.pool) await handle.pool.query(`NOTIFY ${brandChannel}`);
}

function directBackend(handle: DatabaseHandle, actor: string, publish: () => Promise<void>): BrandBackend {
  const toChange = ({ brand, changed }: { brand: BrandRow; changed: boolean }): ChangeResult => ({
    code: brand.code,
    version: brand.version,
    changed,
  });
  return {
    list: () => listBrands(handle.db),
    show: (code) => showBrand(handle.db, code),
    apply: async (document) => toChange(await applyBrand(handle.db, document, actor, publish)),
    maintenance: async (code, on) => toChange(await setMaintenance(handle.db, code, on, actor, publish)),
    close: () => handle.close(),
  };
}

const documentShape = z.custom<BrandDocument>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);
const rowShape = z.object({
  id: z.number(),
  code: z.string(),
  version: z.number(),
  document: documentShape,
});
const changeShape = z.object({
  ok: z.literal(true),
  code: z.string(),
  version: z.number(),
  changed: z.boolean(),
});
const failureShape = z.object({
  ok: z.literal(false),
  error: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

function remoteBackend(lock: ServerLock, dataDir: string, actor: string): BrandBackend {
  const url = `http://127.0.0.1:${lock.port}/ops/brand`;

  async function send(command: OperatorCommand, code?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-ops-token': lock.token },
        body: JSON.stringify(command),
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
      throw new CliFailure(
        `The server (pid ${lock.pid}, port ${lock.port}) that owns the embedded database did not answer: ${reason}. ` +
          `If no server runs, the lock file ${join(dataDir, 'server.json')} is stale: delete it and retry.`,
      );
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new CliFailure(`The server answered HTTP ${response.status} with a body that is not JSON`);
    }
    if (response.ok) return body;
    if (response.status === 403) {
      throw new CliFailure(
        'The server refused the operator token (is the lock file in DATA_DIR from another server?)',
      );
    }
    const failure = failureShape.safeParse(body);
    if (response.status === 422 && failure.success && failure.data.issues) {
      throw new BrandValidationError(failure.data.issues);
    }
    if (response.status === 404 && code !== undefined) throw new BrandNotFoundError(code);
    throw new CliFailure(`The server answered HTTP ${response.status}: ${text.slice(0, 500)}`);
  }

  function expect<T>(schema: z.ZodType<T>, body: unknown): T {
    const parsed = schema.safeParse(body);
    if (!parsed.success)
      throw new CliFailure('The server sent an answer this command line does not understand');
    return parsed.data;
  }

  return {
    async list() {
      const body = await send({ command: 'list' });
      return expect(z.object({ ok: z.literal(true), brands: z.array(rowShape) }), body).brands;
    },
    async show(code) {
      const body = await send({ command: 'show', code }, code);
      return expect(z.object({ ok: z.literal(true), brand: rowShape }), body).brand;
    },
    async apply(document) {
      return expect(changeShape, await send({ command: 'apply', actor, document }));
    },
    async maintenance(code, on) {
      return expect(changeShape, await send({ command: 'maintenance', actor, code, on }, code));
    },
    async close() {},
  };
}

async function openBackend(deps: BrandCliDeps): Promise<BrandBackend> {
  const { env } = deps;
  if (!env.DATABASE_URL) {
    // The embedded database belongs to the server that runs on it; two processes must not open it.
    const lock = readServerLock(env.DATA_DIR);
    if (lock) return remoteBackend(lock, env.DATA_DIR, deps.actor);
  }
  let handle: DatabaseHandle;
  try {
    handle = await (deps.openDatabase ?? openBrandDatabase)(env);
  } catch (error) {
    const where = env.DATABASE_URL ? 'the PostgreSQL database' : `the embedded database in ${env.DATA_DIR}`;
    throw new CliFailure(`Cannot open ${where}: ${causes(error)}`);
  }
  const publish = deps.publish ?? notifyServers;
  return directBackend(handle, deps.actor, () => publish(handle));
}

export function formatTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

function brandStatus(document: BrandDocument, now: Date): string {
  if (!document.site.status) return 'disabled';
  const expires = document.site.expired_date;
  if (expires && Date.parse(expires) <= now.getTime()) return 'expired';
  return 'active';
}

function maintenanceState(document: BrandDocument, now: Date): string {
  if (isUnderMaintenance(document.maintenance, now)) return 'on';
  const start = document.maintenance.start_date;
  return start && Date.parse(start) > now.getTime() ? `from ${start}` : 'off';
}

function listLines(rows: BrandRow[], now: Date): string[] {
  if (rows.length === 0) return ['No brands.'];
  return formatTable(
    ['CODE', 'DOMAINS', 'THEME', 'STATUS', 'MAINTENANCE', 'VERSION'],
    rows.map(({ code, document, version }) => [
      code,
      document.domains.join(','),
      `${document.site.theme_code}/${document.site.theme_color}`,
      brandStatus(document, now),
      maintenanceState(document, now),
      String(version),
    ]),
  );
}

function issueLines(issues: BrandIssue[]): string[] {
  return [
    'Refused: invalid brand document (nothing was changed)',
    ...issues.map((issue) => `  ${issue.path}: ${issue.message}`),
  ];
}

async function readDocument(deps: BrandCliDeps, file: string): Promise<unknown> {
  const path = resolve(deps.cwd ?? process.cwd(), file);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new CliFailure(`Cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CliFailure(
      `${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function describeChange(result: ChangeResult): string {
  // A brand starts at version 1 and every change adds one, so a changed version 1 is a new brand.
  const verb = !result.changed ? 'unchanged' : result.version === 1 ? 'created' : 'updated';
  return `${verb} ${result.code} (version ${result.version})`;
}

type RunnableCommand = Exclude<Command, { name: 'help' | 'apply' }> | { name: 'apply'; document: unknown };

async function execute(command: RunnableCommand, backend: BrandBackend, deps: BrandCliDeps): Promise<void> {
  switch (command.name) {
    case 'list':
      for (const line of listLines(await backend.list(), new Date())) deps.out(line);
      return;
    case 'show':
      deps.out(JSON.stringify((await backend.show(command.code)).document, null, 2));
      return;
    case 'apply':
      deps.out(describeChange(await backend.apply(command.document)));
      return;
    case 'maintenance': {
      const result = await backend.maintenance(command.code, command.on);
      const state = command.on ? 'on' : 'off';
      deps.out(
        result.changed
          ? `maintenance ${state} for ${result.code} (version ${result.version})`
          : `unchanged: maintenance already ${state} for ${result.code} (version ${result.version})`,
      );
      return;
    }
  }
}

/** Runs one operator command; returns the process exit code (0 ok, 1 refused or failed, 2 usage). */
export async function runBrandCli(args: string[], deps: BrandCliDeps): Promise<number> {
  let command: Command;
  try {
    command = parseArgs(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    deps.err(error.message);
    deps.err('');
    deps.err(brandCliUsage);
    return exitCodes.usage;
  }
  if (command.name === 'help') {
    deps.out(brandCliUsage);
    return exitCodes.ok;
  }

  let backend: BrandBackend | undefined;
  try {
    // A file that cannot be read or parsed is refused before the database is touched.
    const runnable: RunnableCommand =
      command.name === 'apply'
        ? { name: 'apply', document: await readDocument(deps, command.file) }
        : command;
    backend = await openBackend(deps);
    await execute(runnable, backend, deps);
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof BrandValidationError) {
      for (const line of issueLines(error.issues)) deps.err(line);
      return exitCodes.failure;
    }
    if (error instanceof BrandNotFoundError || error instanceof CliFailure) {
      deps.err(error.message);
      return exitCodes.failure;
    }
    throw error;
  } finally {
    await backend?.close();
  }
}

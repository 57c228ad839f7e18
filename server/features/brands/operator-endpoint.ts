import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '#server/db/database.ts';
import type { BrandChangeBus } from './brand-change-bus.ts';
import { listBrands } from './brand-repository.ts';
import {
  applyBrand,
  BrandNotFoundError,
  BrandValidationError,
  setMaintenance,
  showBrand,
} from './brand-service.ts';

/**
 * The embedded database belongs to one process, so while the server runs, the operators' command
 * line sends its changes here (loopback only, with the token from the data folder's lock file)
 * and the server applies them and drops its cache.
 */
const token = randomBytes(32).toString('hex');

export interface ServerLock {
  pid: number;
  port: number;
  token: string;
}

const lockPath = (dataDir: string) => join(dataDir, 'server.json');

export function writeServerLock(dataDir: string, port: number): void {
  const lock: ServerLock = { pid: process.pid, port, token };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lockPath(dataDir), JSON.stringify(lock), { mode: 0o600 });
}

export function removeServerLock(dataDir: string): void {
  rmSync(lockPath(dataDir), { force: true });
}

/** The running server that owns the data folder, if any. */
export function readServerLock(dataDir: string): ServerLock | undefined {
  if (!existsSync(lockPath(dataDir))) return undefined;
  try {
    const lock = JSON.parse(readFileSync(lockPath(dataDir), 'utf8')) as ServerLock;
    process.kill(lock.pid, 0);
    return lock;
  } catch {
    return undefined;
  }
}

const operatorCommandSchema = z.discriminatedUnion('command', [
  // Reads go through the server too: a second process must not open the embedded database it owns.
  z.object({ command: z.literal('list') }),
  z.object({ command: z.literal('show'), code: z.string().max(40) }),
  z.object({ command: z.literal('apply'), actor: z.string().max(100), document: z.unknown() }),
  z.object({
    command: z.literal('maintenance'),
    actor: z.string().max(100),
    code: z.string().max(40),
    on: z.boolean(),
  }),
]);
export type OperatorCommand = z.infer<typeof operatorCommandSchema>;

/** A request from this machine carrying the token of this server's lock file. */
export function isOperatorRequest(request: FastifyRequest): boolean {
  const expected = Buffer.from(token);
  const given = Buffer.from(String(request.headers['x-ops-token'] ?? ''));
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(request.ip);
  return loopback && given.length === expected.length && timingSafeEqual(given, expected);
}

export interface OperatorRouteDeps {
  db: Database;
  brandBus: Pick<BrandChangeBus, 'publish'>;
}

export function registerOperatorRoutes(app: FastifyInstance, services: OperatorRouteDeps): void {
  app.post('/ops/brand', async (request, reply) => {
    if (!isOperatorRequest(request)) return reply.code(403).send({ ok: false, error: 'forbidden' });
    const command = operatorCommandSchema.parse(request.body);
    const publish = () => services.brandBus.publish();
    try {
      if (command.command === 'list') return { ok: true, brands: await listBrands(services.db) };
      if (command.command === 'show') return { ok: true, brand: await showBrand(services.db, command.code) };
      const result =
        command.command === 'apply'
          ? await applyBrand(services.db, command.document, command.actor, publish)
          : await setMaintenance(services.db, command.code, command.on, command.actor, publish);
      return { ok: true, code: result.brand.code, version: result.brand.version, changed: result.changed };
    } catch (error) {
      if (error instanceof BrandValidationError)
        return reply.code(422).send({ ok: false, issues: error.issues });
      if (error instanceof BrandNotFoundError)
        return reply.code(404).send({ ok: false, error: error.message });
      throw error;
    }
  });
}

/** What a server answers an operator command run inside it: the exit code and the lines to print. */
const operatorRunAnswer = z.object({
  code: z.number().int(),
  out: z.array(z.string()),
  err: z.array(z.string()),
});
export type OperatorRunAnswer = z.output<typeof operatorRunAnswer>;

export interface OperatorRunIo {
  out(line: string): void;
  err(line: string): void;
  /** Where the lock file lives, named when the server does not answer. */
  dataDir: string;
}

/**
 * Sends an operator command to the server that owns the embedded database (the one in the lock
 * file), prints the lines it answers and returns its exit code; `failureCode` when it cannot be
 * asked (no answer, a refused token, an answer that is not an operator answer).
 */
export async function runOnOwningServer(
  lock: ServerLock,
  path: string,
  body: unknown,
  io: OperatorRunIo,
  failureCode: number,
): Promise<number> {
  let text: string;
  let status: number;
  try {
    const response = await fetch(`http://127.0.0.1:${lock.port}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-ops-token': lock.token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? (error.cause ?? error).toString() : String(error);
    io.err(
      `The server (pid ${lock.pid}, port ${lock.port}) that owns the embedded database did not answer: ${reason}. ` +
        `If no server runs, the lock file ${join(io.dataDir, 'server.json')} is stale: delete it and retry.`,
    );
    return failureCode;
  }
  if (status === 403) {
    io.err('The server refused the operator token (is the lock file in DATA_DIR from another server?)');
    return failureCode;
  }
  let answer: OperatorRunAnswer;
  try {
    answer = operatorRunAnswer.parse(JSON.parse(text));
  } catch {
    io.err(`The server answered HTTP ${status} with something that is not an operator answer`);
    return failureCode;
  }
  answer.out.forEach((line) => io.out(line));
  answer.err.forEach((line) => io.err(line));
  return answer.code;
}

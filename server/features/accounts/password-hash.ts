import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt at OWASP's parameters (N=2^17, r=8, p=1), 16-byte salt, 32-byte key,
 * stored self-describing as `scrypt$N$r$p$salt$hash` (base64). One hash takes 128 MiB and ~0.4 s
 * on a 2-core machine: request paths go through a PasswordHasher (password-hasher.ts), which bounds
 * how many run and wait; these bare functions are for one-off work (seeding) and the hasher itself.
 */
const scryptParams = { N: 2 ** 17, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;

function scryptKey(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await scryptKey(password, salt, scryptParams);
  const { N, r, p } = scryptParams;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

export function parsePasswordHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  // Refuse parameters that are not ours (or would let a tampered row exhaust memory).
  if (N !== scryptParams.N || r !== scryptParams.r || p !== scryptParams.p) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length !== saltLength || key.length !== keyLength) return null;
  return { N, r, p, salt, key };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await scryptKey(password, parsed.salt, parsed);
  return timingSafeEqual(key, parsed.key);
}

/**
 * A stored-hash look-alike nobody's password matches (a random key): verifying against it costs one
 * real verification, so an unknown account takes as long as a wrong password.
 */
export function dummyPasswordHash(): string {
  const { N, r, p } = scryptParams;
  const salt = randomBytes(saltLength).toString('base64');
  return `scrypt$${N}$${r}$${p}$${salt}$${randomBytes(keyLength).toString('base64')}`;
}

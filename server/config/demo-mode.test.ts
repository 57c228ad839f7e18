import { describe, expect, it } from 'vitest';
import { demoModeOnPostgresWarning, resolveDemoMode, warnIfDemoModeOnPostgres } from './demo-mode.ts';
import { loadEnv } from './env.ts';

const postgres = 'postgres://marquee@db.example:5432/marquee';

function startWarnings(source: Record<string, string>) {
  const env = loadEnv(source);
  const warnings: string[] = [];
  warnIfDemoModeOnPostgres(env, { warn: (message) => warnings.push(message) });
  return { demoMode: env.DEMO_MODE, warnings };
}

describe('DEMO_MODE resolution', () => {
  it.each([
    ['embedded database, DEMO_MODE unset', {}, true, false],
    ['embedded database, DEMO_MODE=true', { DEMO_MODE: 'true' }, true, false],
    ['embedded database, DEMO_MODE=false', { DEMO_MODE: 'false' }, false, false],
    ['DATABASE_URL, DEMO_MODE unset', { DATABASE_URL: postgres }, false, false],
    ['DATABASE_URL, DEMO_MODE=false', { DATABASE_URL: postgres, DEMO_MODE: 'false' }, false, false],
    ['DATABASE_URL, DEMO_MODE=true', { DATABASE_URL: postgres, DEMO_MODE: 'true' }, true, true],
  ] as const)('%s: demo mode %s, start-up warning %s', (_case, source, demoMode, warned) => {
    const result = startWarnings(source);
    expect(result.demoMode).toBe(demoMode);
    expect(result.warnings).toEqual(warned ? [demoModeOnPostgresWarning] : []);
  });

  it('ignores NODE_ENV: unset or development with DATABASE_URL opens nothing', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      const embedded: Record<string, string> = NODE_ENV ? { NODE_ENV } : {};
      expect(loadEnv({ ...embedded, DATABASE_URL: postgres }).DEMO_MODE, NODE_ENV ?? 'unset').toBe(false);
      expect(loadEnv(embedded).DEMO_MODE, NODE_ENV ?? 'unset').toBe(true);
    }
  });

  it('answers one boolean to every reader and refuses anything but true or false', () => {
    expect(typeof loadEnv({}).DEMO_MODE).toBe('boolean');
    expect(() => loadEnv({ DEMO_MODE: 'yes' })).toThrow(/DEMO_MODE/);
    expect(resolveDemoMode(undefined, undefined)).toBe(true);
    expect(resolveDemoMode(undefined, postgres)).toBe(false);
  });

  it('the warning says plainly who can reach what', () => {
    expect(demoModeOnPostgresWarning).toMatch(/ANYONE/);
    expect(demoModeOnPostgresWarning).toContain('/dev/outbox');
    expect(demoModeOnPostgresWarning).toContain('/api/payments/demo/callback');
  });
});

describe('PAYMENT_DEMO_SECRET', () => {
  it('has no default in the source', () => {
    expect(loadEnv({}).PAYMENT_DEMO_SECRET).toBeUndefined();
    expect(loadEnv({ PAYMENT_DEMO_SECRET: 'k'.repeat(32) }).PAYMENT_DEMO_SECRET).toBe('k'.repeat(32));
    expect(() => loadEnv({ PAYMENT_DEMO_SECRET: 'short' })).toThrow(/PAYMENT_DEMO_SECRET/);
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it('are on every answer, found or not, and nothing reveals the server', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.post('/api/startup', async () => ({ statusCode: 1, message: 'OK' }));
    const found = await app.inject({ method: 'POST', url: '/api/startup', payload: {} });
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    for (const answer of [found, missing]) {
      for (const [name, value] of Object.entries(securityHeaders)) expect(answer.headers[name]).toBe(value);
      expect(answer.headers['x-powered-by']).toBeUndefined();
    }
    expect(found.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(found.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});

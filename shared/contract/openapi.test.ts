import { describe, expect, it } from 'vitest';
import { allCalls } from './all-calls.ts';
import { accessLevels } from './call-info.ts';
import { buildOpenApi } from './openapi.ts';

interface Operation {
  'x-access': string;
  description: string;
  requestBody: { content: { 'application/json': { schema: { required?: string[] } } } };
}

const document = buildOpenApi(allCalls, '1');
const operationOf = (path: string) => (document.paths[path] as { post: Operation }).post;

describe('the OpenAPI document', () => {
  it('tells who may make each call', () => {
    for (const call of allCalls) {
      const operation = operationOf(call.path);
      expect(accessLevels).toContain(operation['x-access']);
      expect(operation['x-access']).toBe(call.access);
      expect(operation.description).not.toBe('');
    }
  });

  it('requires account_id and auth in the body of every player call', () => {
    const playerCalls = allCalls.filter((call) => call.access === 'player');
    expect(playerCalls.map((call) => call.path)).toContain('/api/auth/get_balance');
    for (const call of playerCalls) {
      const { required } = operationOf(call.path).requestBody.content['application/json'].schema;
      expect(required).toEqual(expect.arrayContaining(['account_id', 'auth']));
    }
  });

  it('keeps site calls open to anyone on the site, logout included', () => {
    expect(operationOf('/api/startup')['x-access']).toBe('site');
    expect(operationOf('/api/auth/login')['x-access']).toBe('site');
    // Logout answers OK for a token that opens nothing: no live session is required.
    expect(operationOf('/api/auth/logout')['x-access']).toBe('site');
  });
});

import { z } from './zod-without-eval.ts';
import { failureResponseSchema, type ApiCall } from './api-call.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** The body of a player call must name the player and carry the session token. */
const playerFields = ['account_id', 'auth'];

function requestSchema(call: ApiCall) {
  const schema = jsonSchema(call.request, 'input');
  if (call.access !== 'player') return schema;
  const required = new Set([...(schema.required ?? []), ...playerFields]);
  return { ...schema, required: [...required] };
}

const accessDescriptions: Record<ApiCall['access'], string> = {
  site: "Anyone on the brand's site: the brand is the request host's (domain_name and external_id must match it).",
  player: "A signed-in player: account_id and auth must open a live session on the host's brand.",
  provider: "A game provider's signed callback.",
  operator: "The operator's own tooling.",
};

/** The `{name}` segments of a path, as OpenAPI path parameters. */
function pathParameters(path: string) {
  return [...path.matchAll(/\{([a-z_]+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

/**
 * A provider's seamless-wallet callback: signed headers, and one answer shape with HTTP 200 for
 * every outcome (its statuses, not the site's statusCode and message key).
 */
function providerOperation(call: ApiCall) {
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  });
  return {
    post: {
      summary: call.summary,
      description: accessDescriptions[call.access],
      tags: [call.tag],
      'x-access': call.access,
      parameters: [
        ...pathParameters(call.path),
        header('X-Marquee-Timestamp', 'Unix seconds; refused further than 30 s from the server clock'),
        header(
          'X-Marquee-Signature',
          'sha256=<hex HMAC-SHA256(provider secret, timestamp + "." + raw body)>',
        ),
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: requestSchema(call) } },
      },
      responses: {
        '200': {
          description: 'Every outcome, refusals included: status, current balance and currency',
          content: { 'application/json': { schema: jsonSchema(call.response, 'output') } },
        },
      },
    },
  };
}

/** OpenAPI 3.1 document of the given calls, generated from the same zod schemas the code uses. */
export function buildOpenApi(calls: readonly ApiCall[], version: string) {
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    if (call.access === 'provider') {
      paths[call.path] = providerOperation(call);
      continue;
    }
    paths[call.path] = {
      post: {
        summary: call.summary,
        description: accessDescriptions[call.access],
        tags: [call.tag],
        'x-access': call.access,
        requestBody: {
          required: true,
          content: { 'application/json': { schema: requestSchema(call) } },
        },
        responses: {
          '200': {
            description:
              'statusCode 1 on success; otherwise statusCode ≠ 1 and a message key of the errors group',
            content: {
              'application/json': {
                schema: {
                  oneOf: [jsonSchema(call.response, 'output'), jsonSchema(failureResponseSchema, 'output')],
                },
              },
            },
          },
          '4XX': {
            description: 'Malformed, invalid, oversized or rate-limited request',
            content: { 'application/json': { schema: jsonSchema(failureResponseSchema, 'output') } },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Marquee API', version },
    paths,
  };
}

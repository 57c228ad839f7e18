import { z } from './zod-without-eval.ts';
import { failureResponseSchema, type ApiCall } from './api-call.ts';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** OpenAPI 3.1 document of the given calls, generated from the same zod schemas the code uses. */
export function buildOpenApi(calls: readonly ApiCall[], version: string) {
  const paths: Record<string, unknown> = {};
  for (const call of calls) {
    paths[call.path] = {
      post: {
        summary: call.summary,
        tags: [call.tag],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(call.request, 'input') } },
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

// The OpenAPI document, generated from the contracts the router registered.
import { z } from 'zod';
import type { Contract } from '@wps/contracts/http';
import { errorCatalogue } from '@wps/contracts/errors';

function toSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
}

function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const json = toSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

export function buildOpenApi(contracts: readonly Contract[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const c of contracts) {
    const path = c.path.replace(/:([A-Za-z]+)/g, '{$1}');
    const envelope = {
      type: 'object',
      required: ['success'],
      properties: {
        success: { type: 'boolean' },
        value: toSchema(c.value),
        code: { type: 'string' },
        message: { type: 'string' },
      },
    };
    paths[path] ??= {};
    paths[path][c.method.toLowerCase()] = {
      summary: c.summary,
      tags: [c.tag],
      ...(c.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      parameters: [...parameters(c.query, 'query'), ...parameters(c.params, 'path')],
      ...(c.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toSchema(c.body) } },
            },
          }
        : {}),
      responses: {
        '200': c.stream
          ? {
              description: `Server-sent events: each \`event: ${c.stream.event}\` carries one x-event-data value as JSON on its data line; lines starting with ':' are heartbeats`,
              content: { 'text/event-stream': { schema: { type: 'string' } } },
              'x-event-data': toSchema(c.value),
            }
          : {
              description: 'The envelope with success true and the value',
              content: { 'application/json': { schema: envelope } },
            },
        default: {
          description: 'The envelope with success false and an error code',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Gaming site API',
      version: '1.0.0',
      description: 'Every response is the envelope { success, value, code, message }.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'Opaque session token' },
      },
      schemas: {
        Failure: {
          type: 'object',
          required: ['success', 'code'],
          properties: {
            success: { const: false },
            code: { enum: Object.keys(errorCatalogue) },
            message: { type: 'string' },
            field: { type: 'string' },
          },
        },
      },
    },
    paths,
  };
}

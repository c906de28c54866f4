// Registers one contract as a Fastify route: validates input with the contract's schemas,
// resolves the caller, calls the handler and wraps the value in the envelope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ZEmpty,
  type Contract,
  type BodyOf,
  type ParamsOf,
  type QueryOf,
  type ValueOf,
} from '@wps/contracts/http';
import { AppError } from '../errors';
import type { Caller } from '../modules/session/session.service';

export interface RequestContext {
  ip: string;
  /** scheme://host as the request named it (client-controlled: prefer PUBLIC_URL for links). */
  origin: string;
  requestId: string;
  caller: Caller | null;
  userAgent: string | null;
}

export interface RouteInput<C> {
  body: BodyOf<C>;
  query: QueryOf<C>;
  params: ParamsOf<C>;
}

export type Handler<C> = (input: RouteInput<C>, ctx: RequestContext) => Promise<ValueOf<C>>;

export type CallerResolver = (token: string) => Promise<Caller | null>;

function parsePart(schema: z.ZodType, data: unknown, part: 'body' | 'query' | 'params'): unknown {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const path = [part, ...issue.path.map(String), ...keys.slice(0, 1)].join('.');
  const message =
    issue.code === 'unrecognized_keys'
      ? `Unknown field: ${path}`
      : `Invalid field ${path}: ${issue.message}`;
  throw new AppError('VALIDATION_FAILED', message, path);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header);
  return match ? match[1]! : null;
}

export interface Router {
  add<C extends Contract>(contract: C, handler: Handler<C>): void;
  /** Every contract registered so far, in order: the OpenAPI document is built from these. */
  readonly contracts: Contract[];
}

export function createRouter(app: FastifyInstance, resolveCaller: CallerResolver): Router {
  const contracts: Contract[] = [];
  return {
    contracts,
    add(contract, handler) {
      contracts.push(contract);
      app.route({
        method: contract.method,
        url: contract.path,
        handler: async (request, reply) => {
          const input = {
            body: parsePart(contract.body ?? ZEmpty, request.body, 'body'),
            query: parsePart(contract.query ?? ZEmpty, request.query, 'query'),
            params: parsePart(contract.params ?? ZEmpty.passthrough(), request.params, 'params'),
          } as RouteInput<typeof contract>;
          const token = bearerToken(request);
          const caller = token ? await resolveCaller(token) : null;
          if (contract.access !== 'public' && caller?.kind !== contract.access) {
            // Operators and members live apart: an operator's live session on a member call is
            // the spec's "non-member cannot log in", not an expired one.
            if (contract.access === 'member' && caller?.kind === 'operator') {
              throw new AppError('NOT_A_MEMBER', 'Operator accounts cannot use member calls.');
            }
            throw new AppError(token ? 'SESSION_EXPIRED' : 'NOT_LOGGED_IN');
          }
          const ctx: RequestContext = {
            ip: request.ip,
            origin: `${request.protocol}://${request.host}`,
            requestId: request.id,
            caller,
            userAgent: request.headers['user-agent'] ?? null,
          };
          const value = await handler(input, ctx);
          reply.header('cache-control', 'no-store');
          return { success: true, value };
        },
      });
    },
  };
}

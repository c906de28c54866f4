// Registers one contract as a Fastify route: validates input with the contract's schemas,
// resolves the caller, calls the handler and wraps the value in the envelope (or, for a stream
// contract, answers with the handler's server-sent events).
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
import type { TOpsPermission } from '@wps/contracts/ops/permissions';
import { AppError } from '../errors';
import { createEventSink, type EventSink } from './sse';
import type { Caller } from '../modules/session/session.service';

export interface RequestContext {
  ip: string;
  requestId: string;
  caller: Caller | null;
  userAgent: string | null;
  /** A request header's value (the chat's visitor token travels in one). */
  header?: (name: string) => string | undefined;
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

/**
 * Path parameters of a contract that declares none: whatever the route matched. Made once, since
 * zod compiles a schema on its first use and each call would otherwise make a new one.
 */
const ZAnyParams = ZEmpty.passthrough();

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9_-]{20,128})$/.exec(header);
  return match ? match[1]! : null;
}

export type StreamHandler<C> = (
  input: RouteInput<C>,
  ctx: RequestContext,
  sink: EventSink,
) => Promise<void>;

export interface Router {
  add<C extends Contract>(contract: C, handler: Handler<C>): void;
  /**
   * A contract answered with server-sent events (contract.stream): input and caller are checked
   * as for `add`, and a refusal is the envelope; then `handler` writes events to the sink until
   * it ends. A refusal thrown by the handler before it returns is the envelope too.
   */
  addStream<C extends Contract>(contract: C, handler: StreamHandler<C>): void;
  /**
   * Lists a contract that a plain Fastify route serves (a raw body, a signed webhook) in the
   * OpenAPI document, without registering a route for it.
   */
  document(contract: Contract): void;
  /** Every contract registered so far, in order: the OpenAPI document is built from these. */
  readonly contracts: Contract[];
}

export interface RouterOptions {
  /** Whether a stream's caller still has a live session (checked every heartbeat, read-only). */
  isCallerLive?: (caller: Caller) => Promise<boolean>;
  heartbeatMs?: number;
  /**
   * Refuses (throws) when the operator may not use `permission`: the operator calls' first check,
   * before the input is read, so a refused call learns nothing and changes nothing.
   */
  authorizeOperator?: (caller: Caller, permission: TOpsPermission) => Promise<void>;
}

export function createRouter(
  app: FastifyInstance,
  resolveCaller: CallerResolver,
  options: RouterOptions = {},
): Router {
  const contracts: Contract[] = [];

  async function contextOf<C extends Contract>(contract: C, request: FastifyRequest) {
    // Who may call comes before what was sent: a visitor learns nothing of a call's input from
    // its answers. Operator calls check their declared permission (or none) first.
    if (contract.access === 'operator') await authorize(contract, request);
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
    // Logged in with a one-time, default or expired password: the session only changes it.
    if (
      caller?.mustChangePassword &&
      contract.access === 'member' &&
      !contract.beforePasswordChange
    ) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Change the password before anything else.');
    }
    const input = {
      body: parsePart(contract.body ?? ZEmpty, request.body, 'body'),
      query: parsePart(contract.query ?? ZEmpty, request.query, 'query'),
      params: parsePart(contract.params ?? ZAnyParams, request.params, 'params'),
    } as RouteInput<C>;
    const ctx: RequestContext = {
      ip: request.ip,
      requestId: request.id,
      caller,
      userAgent: request.headers['user-agent'] ?? null,
      header: (name) => {
        const value = request.headers[name.toLowerCase()];
        return typeof value === 'string' ? value : undefined;
      },
    };
    return { input, ctx };
  }

  async function authorize(contract: Contract, request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    const caller = token ? await resolveCaller(token) : null;
    if (caller?.kind !== 'operator')
      throw new AppError(token ? 'SESSION_EXPIRED' : 'NOT_LOGGED_IN');
    // Deny by default: an operator call nobody declared a permission for is nobody's.
    if (contract.permission === undefined) {
      throw new AppError('FORBIDDEN', 'This call has no permission declared.');
    }
    if (contract.permission === 'signed-in') return;
    if (!options.authorizeOperator) throw new AppError('FORBIDDEN');
    await options.authorizeOperator(caller, contract.permission);
  }

  // Open streams end when the app closes: otherwise close() would wait for every client.
  const openSinks = new Set<EventSink>();
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
    for (const sink of openSinks) sink.end();
  });

  return {
    contracts,
    document(contract) {
      contracts.push(contract);
    },
    add(contract, handler) {
      contracts.push(contract);
      app.route({
        method: contract.method,
        url: contract.path,
        handler: async (request, reply) => {
          const { input, ctx } = await contextOf(contract, request);
          const value = await handler(input, ctx);
          reply.header('cache-control', 'no-store');
          return { success: true, value };
        },
      });
    },
    addStream(contract, handler) {
      if (!contract.stream) throw new Error(`${contract.path}: not a stream contract`);
      contracts.push(contract);
      app.route({
        method: contract.method,
        url: contract.path,
        // Compression would hold events back until its buffer fills.
        compress: false,
        handler: async (request, reply) => {
          const { input, ctx } = await contextOf(contract, request);
          const caller = ctx.caller;
          const sink = createEventSink({
            heartbeatMs: options.heartbeatMs,
            isStillAllowed:
              caller && options.isCallerLive ? () => options.isCallerLive!(caller) : undefined,
            onError: (error) => request.log.error({ err: error }, 'stream check failed'),
          });
          openSinks.add(sink);
          sink.onEnd(() => openSinks.delete(sink));
          try {
            await handler(input, ctx, sink);
          } catch (error) {
            sink.end();
            throw error;
          }
          if (isClosing) sink.end();
          // A stream is quiet between heartbeats by design: the connection timeout (which ends
          // silent sockets) does not apply to it; the app's close and a revoked session end it.
          // (inject()'s stand-in socket has no timer.)
          (request.raw.socket as { setTimeout?: (ms: number) => void }).setTimeout?.(0);
          reply.header('content-type', 'text/event-stream; charset=utf-8');
          reply.header('cache-control', 'no-store');
          // Proxies (nginx) pass each event on at once instead of buffering the response.
          reply.header('x-accel-buffering', 'no');
          // A stream ends only when the app closes or the session goes: then the socket goes too,
          // so close() does not wait on an idle keep-alive connection.
          reply.header('connection', 'close');
          return reply.send(sink.stream);
        },
      });
    },
  };
}

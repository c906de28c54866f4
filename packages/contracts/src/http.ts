// How an endpoint is described once and used by both apps: method, path, schemas, access.
import { z } from 'zod';
import type { ErrorCode } from './errors';
import type { TOpsPermission } from './ops/permissions';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** Who may call an endpoint: anyone, a logged-in member, or an operator (with an optional role). */
export type Access = 'public' | 'member' | 'operator';

export interface Contract<
  TBody extends z.ZodType = z.ZodType,
  TQuery extends z.ZodType = z.ZodType,
  TParams extends z.ZodType = z.ZodType,
  TValue extends z.ZodType = z.ZodType,
> {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  access: Access;
  body?: TBody;
  query?: TQuery;
  params?: TParams;
  value: TValue;
  /**
   * Set for a call answered with server-sent events (text/event-stream) instead of the envelope:
   * each event is named `event` and its data is a `value` as JSON. A refusal before the stream
   * starts (not logged in, say) is still the envelope.
   */
  stream?: { event: string };
  /**
   * A member call that a session which must first change its password may still make (the
   * change itself, logout). Every other member call answers PASSWORD_CHANGE_REQUIRED to it.
   */
  beforePasswordChange?: true;
  /**
   * An operator call's permission (ops/permissions.ts), checked by the router before anything
   * else, or 'signed-in' for the calls every operator makes on their own account (me, logout,
   * their two-factor). An operator call without one is refused to everyone.
   */
  permission?: TOpsPermission | 'signed-in';
}

export function defineContract<
  TBody extends z.ZodType = z.ZodUndefined,
  TQuery extends z.ZodType = z.ZodUndefined,
  TParams extends z.ZodType = z.ZodUndefined,
  TValue extends z.ZodType = z.ZodType,
>(contract: Contract<TBody, TQuery, TParams, TValue>) {
  return contract;
}

export type BodyOf<C> =
  C extends Contract<infer B, z.ZodType, z.ZodType, z.ZodType> ? z.infer<B> : never;
export type QueryOf<C> =
  C extends Contract<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.infer<Q> : never;
export type ParamsOf<C> =
  C extends Contract<z.ZodType, z.ZodType, infer P, z.ZodType> ? z.infer<P> : never;
export type ValueOf<C> =
  C extends Contract<z.ZodType, z.ZodType, z.ZodType, infer V> ? z.infer<V> : never;

/** The envelope every response is wrapped in. */
export interface Envelope<T> {
  success: boolean;
  value?: T;
  code?: ErrorCode;
  message?: string;
  /** For VALIDATION_FAILED: the offending field path, e.g. "body.title". */
  field?: string;
}

export function envelopeOf<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    value: value.optional(),
    code: z.string().optional(),
    message: z.string().optional(),
    field: z.string().optional(),
  });
}

/** Empty request bodies and queries are objects with no keys; extra keys are refused. */
export const ZEmpty = z.strictObject({});

/** A language code from the site's language files. */
export const languageCodes = ['MY', 'EN', 'CN', 'ID', 'TH', 'TY', 'VI'] as const;
export const ZLanguage = z.enum(languageCodes);
export type TLanguage = z.infer<typeof ZLanguage>;

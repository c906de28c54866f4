// Operator accounts, managed by admins.
import { z } from 'zod';
import { defineContract } from '../http';
import { ZOperator, ZOperatorRole } from './session';

export const listOperators = defineContract({
  method: 'GET',
  path: '/ops/api/operators',
  summary: 'All operator accounts (admin)',
  tag: 'ops',
  access: 'operator',
  value: z.array(ZOperator),
});

export const ZCreateOperatorRequest = z.strictObject({
  username: z.string().regex(/^[a-z][a-z0-9_]{2,31}$/, 'lowercase letters, digits and _, 3 to 32'),
  password: z.string().min(12).max(256),
  role: ZOperatorRole,
});

export const createOperator = defineContract({
  method: 'POST',
  path: '/ops/api/operators',
  summary: 'Create an operator account (admin)',
  tag: 'ops',
  access: 'operator',
  body: ZCreateOperatorRequest,
  value: ZOperator,
});

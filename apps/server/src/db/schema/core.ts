// Tables every module leans on: operators, sessions, settings and the audit trail.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /**
   * A built-in role (admin, finance, risk, content, support, agent-manager; their permissions in
   * @wps/contracts/ops/permissions) or the name of a custom role in ops_roles.
   */
  role: text('role').notNull(),
  isActive: integer('is_active').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /**
   * TOTP two-factor (ops/two-factor.ts): the base32 secret, set when enrolment starts and kept
   * when a code confirms it (totpEnabledAt); never sent again after that.
   */
  totpSecret: text('totp_secret'),
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The last 30-second step whose code was accepted: a code is good once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
});

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the opaque token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    subjectKind: text('subject_kind', { enum: ['member', 'operator'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /**
     * A member session opened with a password that must change (an operator's one-time
     * password, the default, an expired one): it may only change it or log out.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [
    index('sessions_subject_idx').on(t.subjectKind, t.subjectId),
    // The operators' member search by address.
    index('sessions_member_ip_idx')
      .on(t.ip)
      .where(sql`${t.subjectKind} = 'member'`),
  ],
);

/** Site-wide settings kept as one JSON document per key (status, whitelabel, register ...). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => operators.id),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorKind: text('actor_kind', { enum: ['member', 'operator', 'system'] }).notNull(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    detail: jsonb('detail')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The member the action was about, when there is one (the viewer's member filter). */
    memberId: integer('member_id'),
    /**
     * The hash chain (modules/audit): each row's SHA-256 over its fields and the previous row's
     * hash. Null only on rows written before the chain existed.
     */
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_member_idx').on(t.memberId, t.id),
    index('audit_log_actor_idx').on(t.actorKind, t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    // The member page's trail: rows whose subject is the member (member:<id>).
    index('audit_log_subject_idx').on(t.subject, t.id),
  ],
);

/** Custom operator roles: a name and the permissions it grants (built-in roles live in code). */
export const opsRoles = pgTable('ops_roles', {
  name: text('name').primaryKey(),
  permissions: jsonb('permissions').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => operators.id),
});

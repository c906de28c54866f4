// Agent join applications (/join) and agents' affiliate links (issue 17). Which link brought a
// member is members.affiliate_link_id.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { operators } from './core';

export const agentApplicationStatuses = ['pending', 'approved', 'rejected'] as const;

/**
 * One application to become an agent. A member's names its account (member_id); a visitor's
 * carries the username and password hash the account is made from on approval, and nothing else
 * exists until then.
 */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: serial('id').primaryKey(),
    /** The applying member; for a visitor, the account approval made (null until then). */
    memberId: integer('member_id').references(() => members.id),
    /** A visitor's chosen username and password (argon2id); null for a member's application. */
    username: text('username'),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    dialCode: text('dial_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    contactApp: text('contact_app').notNull(),
    contactId: text('contact_id').notNull(),
    teamSize: integer('team_size').notNull(),
    remark: text('remark').notNull().default(''),
    status: text('status', { enum: agentApplicationStatuses }).notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => operators.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionRemark: text('decision_remark'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('agent_applications_status_idx').on(t.status, t.id),
    // One open application per member, per mobile number and per wanted username.
    uniqueIndex('agent_applications_pending_member')
      .on(t.memberId)
      .where(sql`${t.status} = 'pending' and ${t.memberId} is not null`),
    uniqueIndex('agent_applications_pending_mobile')
      .on(t.dialCode, t.mobileNum)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('agent_applications_pending_username')
      .on(sql`lower(${t.username})`)
      .where(sql`${t.status} = 'pending' and ${t.username} is not null`),
  ],
);

/** An agent's invitation link: a code (found without regard to case) and the domain it shows. */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').notNull(),
    code: text('code').notNull(),
    /** The site's host the link and QR code point at; null: the site's public address. */
    domain: text('domain'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('affiliate_links_code_idx').on(sql`upper(${t.code})`),
    index('affiliate_links_agent_idx').on(t.agentId, t.id),
    foreignKey({ columns: [t.agentId], foreignColumns: [members.id] }),
  ],
);

/**
 * An agent's own note on a member of its downline (team management). Each agent keeps its own:
 * the same member may carry a remark from its direct upline and another from a higher one.
 */
export const agentDownlineRemarks = pgTable(
  'agent_downline_remarks',
  {
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    remark: text('remark').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.memberId] }),
    // DOWNLINE_REMARK_MAX of @wps/contracts/agent/reports.
    check('agent_downline_remarks_len', sql`char_length(${t.remark}) <= 100`),
  ],
);

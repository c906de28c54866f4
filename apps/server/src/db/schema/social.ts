// Missions, messages and the live support chat (issue 19, i19-social). Invite friends needs no
// table of its own: members.referrer_id and the activity facts tell each friend's status.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { operators } from './core';
import type { Texts } from './content';

export const missionKinds = ['valid_bet', 'rounds', 'deposit', 'login_days'] as const;
export const missionPeriods = ['daily', 'weekly'] as const;
/** A mission pays a bonus (minor units) or points (whole points, the points ledger). */
export const missionRewardKinds = ['bonus', 'points'] as const;

/** What an operator sets: a task per day or week, its target and its reward. */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    title: jsonb('title').$type<Texts>().notNull(),
    period: text('period', { enum: missionPeriods }).notNull(),
    kind: text('kind', { enum: missionKinds }).notNull(),
    /** valid_bet and rounds: only this game type counts; '' is every type. */
    gameType: text('game_type').notNull().default(''),
    /** Minor units (valid_bet, deposit), rounds, or days (login_days). */
    target: bigint('target', { mode: 'bigint' }).notNull(),
    /** Minor units of a bonus, or whole points (reward_kind). */
    rewardAmount: bigint('reward_amount', { mode: 'bigint' }).notNull(),
    rewardKind: text('reward_kind', { enum: missionRewardKinds }).notNull().default('bonus'),
    /** Turnover multiple of a bonus reward; 0 releases it to cash at once. */
    wageringMultiple: integer('wagering_multiple').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('missions_target_check', sql`${t.target} > 0`),
    check('missions_reward_check', sql`${t.rewardAmount} > 0`),
    check('missions_reward_kind_check', sql`${t.rewardKind} in ('bonus', 'points')`),
  ],
);

/**
 * A member's figure for one mission and one period (the site-zone day, or the week's Monday),
 * added to by activity/record.ts in the fact's own statement; claimed once.
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    value: bigint('value', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    bonusId: integer('bonus_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.missionId, t.memberId, t.periodStart] }),
    // The leaderboard: the top of a period, and a member's rank (count of larger figures).
    index('mission_progress_board_idx').on(t.missionId, t.periodStart, t.value.desc(), t.memberId),
    index('mission_progress_member_idx').on(t.memberId, t.periodStart),
  ],
);

/** Site-zone days a member logged in on (the login_days missions count them once a day). */
export const memberLoginDays = pgTable(
  'member_login_days',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);

export const messageAudiences = ['member', 'segment', 'all'] as const;

/**
 * One row per message, whoever it goes to. 'all': every member registered when it was sent
 * (in `language` if set) sees it without a row per member; 'member' and 'segment': the members
 * in message_receipts. A site message (kind 'site') has a template and its parameters instead
 * of texts, so each member reads it in their own language.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['operator', 'site'] }).notNull(),
    audience: text('audience', { enum: messageAudiences }).notNull(),
    /** 'all' and 'segment': only members with this language; null: every language. */
    language: text('language'),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>(),
    /** The segment as the operator chose it (for the sent list). */
    segment: jsonb('segment').$type<Record<string, unknown>>(),
    recipients: integer('recipients').notNull().default(0),
    operatorId: integer('operator_id').references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_all_idx')
      .on(t.createdAt)
      .where(sql`${t.audience} = 'all'`),
  ],
);

/**
 * A member's state of a message: written at sending for 'member' and 'segment' messages, and
 * at the first read or delete of an 'all' message.
 */
export const messageReceipts = pgTable(
  'message_receipts',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => messages.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
);

/** A support conversation: a member's, or a visitor's (who gave a name and holds a token). */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    /** A member has one conversation, kept (closed and opened again) for its history. */
    memberId: integer('member_id')
      .references(() => members.id)
      .unique(),
    /** A visitor's secret (sha256 of the token they hold); null for a member's conversation. */
    visitorTokenHash: text('visitor_token_hash').unique(),
    visitorName: text('visitor_name'),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    /** Messages from the player that no operator has seen. */
    unreadByOperator: integer('unread_by_operator').notNull().default(0),
    unreadByPlayer: integer('unread_by_player').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_last_idx').on(t.status, t.lastMessageAt),
    check(
      'chat_conversations_owner_check',
      sql`(${t.memberId} is null) <> (${t.visitorTokenHash} is null)`,
    ),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id),
    sender: text('sender', { enum: ['player', 'operator'] }).notNull(),
    operatorId: integer('operator_id').references(() => operators.id),
    text: text('text').notNull().default(''),
    /** An image the member uploaded through the proof upload (payment_proofs). */
    proofId: integer('proof_id'),
    clientId: uuid('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

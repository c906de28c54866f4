// Members and what proves who they are: passwords, SMS codes, captchas, devices, social logins.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const outboxDeliveryStatuses = ['queued', 'sent', 'failed'] as const;

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    /** As typed at registration; unique without regard to case. */
    username: text('username').notNull(),
    /** argon2id; null for an account made by social login that never set a password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** Set when an operator resets the password to a one-time one (spec 9, issue 15). */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Spec 6: 0 player, 4 trial; 1, 2, 41, 42 agents (contracts/account/accounts.ts). */
    accountType: integer('account_type').notNull().default(0),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    nickname: text('nickname').notNull(),
    dialCode: text('dial_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    payeeName: text('payee_name'),
    /** The member's Zalo number ID (digits), which some promotions require; null until set. */
    zaloId: text('zalo_id'),
    qqNum: text('qq_num'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    idNumber: text('id_number'),
    recommenderId: text('recommender_id'),
    birthday: date('birthday', { mode: 'string' }),
    paymentPasswordHash: text('payment_password_hash'),
    /** The agent whose invitation (affiliate) code the member registered with. */
    uplineId: integer('upline_id'),
    /** The member whose referral code brought this one (invite friends). */
    referrerId: integer('referrer_id'),
    /** This member's own code for inviting friends. */
    referralCode: text('referral_code').notNull().unique(),
    /** An agent's invitation code; null for players. */
    affiliateCode: text('affiliate_code').unique(),
    /**
     * The affiliate link (agent-join.ts) whose code the member registered with; links are never
     * deleted, so no foreign key (it would make the two schema files import each other).
     */
    affiliateLinkId: integer('affiliate_link_id'),
    language: text('language').notNull().default('MY'),
    avatarId: integer('avatar_id').notNull().default(1),
    /** VIP rank; above 4 gets VIP customer service (spec 6). */
    rankLevel: integer('rank_level').notNull().default(1),
    /** Labels operators attach: [{ name, colour }]. */
    labels: jsonb('labels')
      .notNull()
      .$type<Array<{ name: string; colour: string }>>()
      .default(sql`'[]'::jsonb`),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    domain: text('domain'),
    registerIp: text('register_ip'),
    createdAt,
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('members_username_lower_idx').on(sql`lower(${t.username})`),
    unique('members_mobile_unique').on(t.dialCode, t.mobileNum),
    index('members_upline_idx').on(t.uplineId),
    index('members_affiliate_link_idx').on(t.affiliateLinkId),
    // The operators' member search (ops-members): prefix matches on these stay on an index.
    index('members_username_pattern_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('members_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('members_mobile_pattern_idx').on(sql`${t.mobileNum} text_pattern_ops`),
    index('members_payee_pattern_idx').on(sql`lower(${t.payeeName}) text_pattern_ops`),
    index('members_register_ip_idx').on(t.registerIp),
    index('members_created_idx').on(t.createdAt, t.id),
    foreignKey({ columns: [t.uplineId], foreignColumns: [t.id] }),
    foreignKey({ columns: [t.referrerId], foreignColumns: [t.id] }),
    check('members_mobile_pair', sql`(${t.dialCode} is null) = (${t.mobileNum} is null)`),
  ],
);

/** Image captchas: the answer's hash, consumed by the first attempt (right or wrong). */
export const captchas = pgTable(
  'captchas',
  {
    id: uuid('id').primaryKey(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt,
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Proof-of-work challenges already redeemed, kept until they expire so none is used twice. */
export const challengeUses = pgTable('challenge_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** 'phone': the local phone-auth stand-in's codes (providers/phone-auth). */
export const smsPurposes = ['register', 'login', 'reset', 'device', 'phone'] as const;

/** SMS codes sent: only their hash is kept; single use, a few tries, short life. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', { enum: smsPurposes }).notNull(),
    dialCode: text('dial_code').notNull(),
    mobileNum: text('mobile_num').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    tries: integer('tries').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt,
  },
  (t) => [index('sms_codes_number_idx').on(t.dialCode, t.mobileNum, t.createdAt)],
);

/** Every SMS and mail the site sent or kept: the local providers keep them here (the demo and the
 * tests read codes here); the HTTP providers record each one with the provider's answer. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'mail'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** queued: not (yet) handed over, or the provider only queued it; sent; failed. */
    deliveryStatus: text('delivery_status', { enum: outboxDeliveryStatuses })
      .notNull()
      .default('queued'),
    /** The provider's id for the message, when its answer carried one. */
    providerMessageId: text('provider_message_id'),
    /** Why the provider refused it or could not be reached. */
    deliveryError: text('delivery_error'),
    /** When the provider was last asked; null while nothing was asked (the local providers). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('outbox_recipient_idx').on(t.recipient, t.id),
    check('outbox_delivery_status_check', sql`${t.deliveryStatus} in ('queued', 'sent', 'failed')`),
  ],
);

/** Devices a member has logged in from (SHA-256 of the browser's random id). */
export const memberDevices = pgTable(
  'member_devices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    deviceHash: text('device_hash').notNull(),
    createdAt,
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.deviceHash] }),
    index('member_devices_hash_idx').on(sql`${t.deviceHash} text_pattern_ops`),
  ],
);

/** A social login (facebook, google) linked to a member, by the provider's subject id. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider', { enum: ['facebook', 'google'] }).notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    email: text('email'),
    createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    index('oauth_member_idx').on(t.memberId),
  ],
);

/**
 * Short-lived single-use secrets: a password-reset link, a social-login state or ticket, a
 * new-device code sent by mail. Only the SHA-256 of the secret is kept; `data` holds what the step
 * needs (PKCE verifier, nonce; for device_code the code's hash, the device and the tries).
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', {
      enum: ['password_reset', 'oauth_state', 'oauth_ticket', 'device_code'],
    }).notNull(),
    memberId: integer('member_id').references(() => members.id),
    data: jsonb('data')
      .notNull()
      .default(sql`'{}'::jsonb`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('one_time_tokens_expires_idx').on(t.expiresAt)],
);

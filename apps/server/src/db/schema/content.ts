// Site content operators manage: notices, banners, help articles, feedback, and the game vendors
// the navigation lists.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { bannerGroups } from '@wps/contracts/content/announcements';
import { gameTypes } from '@wps/contracts/content/game-nav';
import type { TLanguage } from '@wps/contracts/http';
import { feedbackTypes } from '@wps/contracts/system/feedback';
import { helpTags } from '@wps/contracts/system/help-center';
import { members } from './accounts';
import { operators } from './core';
import { bytea } from './payments';

/** One text per language code; EN is always present (the fallback), enforced by the contracts. */
export type Texts = Partial<Record<TLanguage, string>>;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Player (PL), home (H), popup (PU) and promotion (PR) notices. */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: ['PL', 'PU', 'PR', 'H'] }).notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    content: jsonb('content').$type<Texts>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('notices_type_check', sql`${t.type} in ('PL', 'PU', 'PR', 'H')`),
    check('notices_window_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Carousel banners, one group per route (w_home, w_rng ...) and the modal groups. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    groupName: text('group_name', { enum: bannerGroups }).notNull(),
    title: jsonb('title').$type<Texts>().notNull(),
    image: jsonb('image').$type<Texts>().notNull(),
    /** 0: not clickable; 1: a route of this site; 2: an https address (new tab). */
    linkageType: integer('linkage_type').$type<0 | 1 | 2>().notNull(),
    link: text('link'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('banners_group_idx').on(t.groupName, t.sort),
    check('banners_linkage_check', sql`${t.linkageType} in (0, 1, 2)`),
    check('banners_link_check', sql`(${t.linkageType} = 0) = (${t.link} is null)`),
    check('banners_window_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: serial('id').primaryKey(),
    /** general, agent, term ...: 'agent' turns on the header's affiliate link. */
    tag: text('tag', { enum: helpTags }).notNull(),
    sort: integer('sort').notNull().default(0),
    title: jsonb('title').$type<Texts>().notNull(),
    content: jsonb('content').$type<Texts>().notNull(),
    ...timestamps,
  },
  (t) => [index('help_articles_tag_idx').on(t.tag, t.sort)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: feedbackTypes }).notNull(),
    content: text('content').notNull(),
    contact: text('contact'),
    /** The member who sent it while signed in; visitors' feedback has none. */
    memberId: integer('member_id').references(() => members.id),
    /** Screenshots: the member's own proof uploads (payment_proofs), at most 3. */
    proofIds: jsonb('proof_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => operators.id),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/** The vendors of each game type, as the header navigation lists them. */
export const gameVendors = pgTable(
  'game_vendors',
  {
    id: serial('id').primaryKey(),
    gameType: text('game_type', { enum: gameTypes }).notNull(),
    /** The vendor's stable code, unique within its game type. */
    vassalage: text('vassalage').notNull(),
    displayName: text('display_name').notNull(),
    /** The wallet account type the vendor's bets settle through. */
    accountTypeId: integer('account_type_id').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    /**
     * seamless: the vendor debits and credits our wallet per bet (the vendor API). transfer: the
     * vendor keeps its own balance, filled and emptied by GCS_walletTransfer (a player_game account).
     */
    walletMode: text('wallet_mode', { enum: ['seamless', 'transfer'] })
      .notNull()
      .default('seamless'),
    logo: text('logo').notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [unique('game_vendors_type_vassalage_key').on(t.gameType, t.vassalage)],
);

/**
 * Images operators upload for promotions and banners (PNG or JPEG as the proof rules take them,
 * re-encoded before they are stored, so no bytes of the upload itself are ever served). Public:
 * served at /wps/content/images/<id>.<png|jpg>.
 */
export const contentImages = pgTable(
  'content_images',
  {
    id: serial('id').primaryKey(),
    mime: text('mime', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('content_images_size', sql`${t.size} > 0`)],
);

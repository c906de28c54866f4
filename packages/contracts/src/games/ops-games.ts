// Operators manage the catalogue: list games, change one, add one (admin). gameType is always the
// vendor's, and gameCode stays as created (launches and rounds are named by it).
import { z } from 'zod';
import { ZIdParams, ZImagePath, ZPlainLine, ZTexts, ZTextsOut } from '../content/fields';
import { ZGameClassify, ZGameType } from '../content/game-nav';
import { defineContract } from '../http';
import { ZMinorAmount, ZMinorValue } from '../wallet/fields';
import { ZGamePageNo } from './game-list';

/** The built-in engines (packages/games) a game may play on. */
export const gameEngines = ['slot', 'fish', 'pvp'] as const;
export const ZGameEngine = z.enum(gameEngines);

export const ZGameCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9][A-Z0-9_]{1,59}$/, '2 to 60 capital letters, digits or _');

export const ZOpsGame = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  vassalage: z.string(),
  gameType: ZGameType,
  gameCode: z.string(),
  names: ZTextsOut,
  classify: ZGameClassify.nullable(),
  minBet: ZMinorValue,
  lines: z.number().int(),
  art: z.string(),
  isHot: z.boolean(),
  sort: z.number().int(),
  isActive: z.boolean(),
  trialEnabled: z.boolean(),
  engine: ZGameEngine.nullable(),
  updatedAt: z.string(),
});
export type TOpsGame = z.infer<typeof ZOpsGame>;

export const opsListGames = defineContract({
  method: 'GET',
  path: '/ops/api/games',
  summary:
    'Games in display order, active or not; filter by type, vendor id, name (any language) and ' +
    'active',
  tag: 'ops',
  access: 'operator',
  permission: 'signed-in',
  query: z.strictObject({
    gameType: ZGameType.optional(),
    vendorId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    name: z.string().trim().max(60).optional(),
    isActive: z.enum(['true', 'false']).optional(),
    pageNo: ZGamePageNo,
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  value: z.object({
    items: z.array(ZOpsGame),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});

const editableFields = {
  names: ZTexts(ZPlainLine(80)),
  /** RNG games only (the server refuses a class on other types). */
  classify: ZGameClassify.nullable(),
  minBet: ZMinorAmount,
  lines: z.number().int().min(0).max(1000),
  isHot: z.boolean(),
  sort: z.number().int().min(0).max(1_000_000),
  isActive: z.boolean(),
  trialEnabled: z.boolean(),
};

export const ZGamePatch = z
  .strictObject({
    names: editableFields.names.optional(),
    classify: editableFields.classify.optional(),
    minBet: editableFields.minBet.optional(),
    lines: editableFields.lines.optional(),
    isHot: editableFields.isHot.optional(),
    sort: editableFields.sort.optional(),
    isActive: editableFields.isActive.optional(),
    trialEnabled: editableFields.trialEnabled.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'at least one field to change');
export type TGamePatch = z.infer<typeof ZGamePatch>;

export const opsUpdateGame = defineContract({
  method: 'PATCH',
  path: '/ops/api/games/:id',
  summary: 'Change a game’s names, class, minimum bet, lines, hot flag, order, visibility, trial',
  tag: 'ops',
  access: 'operator',
  permission: 'games.edit',
  params: ZIdParams,
  body: ZGamePatch,
  value: ZOpsGame,
});

export const ZCreateGameRequest = z.strictObject({
  vendorId: z.number().int().min(1).max(2_147_483_647),
  gameCode: ZGameCode,
  ...editableFields,
  classify: editableFields.classify.default(null),
  lines: editableFields.lines.default(0),
  isHot: editableFields.isHot.default(false),
  sort: editableFields.sort.default(0),
  isActive: editableFields.isActive.default(true),
  trialEnabled: editableFields.trialEnabled.default(false),
  /** Defaults to /images/games/<gameCode>.svg. */
  art: ZImagePath.optional(),
  engine: ZGameEngine.nullable().default(null),
});
export type TCreateGameRequest = z.infer<typeof ZCreateGameRequest>;

export const opsCreateGame = defineContract({
  method: 'POST',
  path: '/ops/api/games',
  summary: 'Add a game to a vendor (its type is the vendor’s); 409 CONFLICT on a taken gameCode',
  tag: 'ops',
  access: 'operator',
  permission: 'games.edit',
  body: ZCreateGameRequest,
  value: ZOpsGame,
});

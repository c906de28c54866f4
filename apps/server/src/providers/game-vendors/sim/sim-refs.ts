// The simulated vendors' ids in the vendor API. A bet's txId is `${gameCode}:${clientKey}`: the
// client's key makes a retry the same bet, and the game code (unique on the site, one vendor's)
// keeps two vendors' keys apart (the bet's row also stores the game, in game_code). Its payout is
// `${betRef}:win` (0 for a loss), a rollback `${betRef}:rb`. The round is one player's bets on
// one event through one game.
export const betRefOf = (gameCode: string, clientKey: string) => `${gameCode}:${clientKey}`;

export const winTxOf = (betRef: string) => `${betRef}:win`;
export const rollbackTxOf = (betRef: string) => `${betRef}:rb`;

export const roundRefOf = (eventId: number, playerId: number, gameCode: string) =>
  `${eventId}:${playerId}:${gameCode}`;

// The error catalogue: every stable code the API can answer with, and its HTTP status.
// The web maps each code to a translated message (i18n key `errors.<code>`).
export const errorCatalogue = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BODY_TOO_LARGE: 413,
  /** The request (its headers or its body) did not arrive within the server's time limit. */
  REQUEST_TIMEOUT: 408,
  /** The request's headers are over the server's size limit (HTTP_MAX_HEADER_SIZE). */
  HEADERS_TOO_LARGE: 431,
  NOT_LOGGED_IN: 401,
  SESSION_EXPIRED: 401,
  BAD_CREDENTIALS: 401,
  FORBIDDEN: 403,
  REGION_BLOCKED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  MAINTENANCE: 503,
  // Accounts (issue 3). Spec 8 names the messages; these are their stable codes.
  /** 'invitation code error': the affiliate code is unknown, inactive or for another domain. */
  INVITATION_CODE_INVALID: 400,
  /** A captcha is needed (configured, or after failed logins) and none was sent. */
  CAPTCHA_REQUIRED: 400,
  /** 'captcha-check-failed': wrong, expired or already used captcha answer. */
  CAPTCHA_INVALID: 400,
  /** The human-verification (proof-of-work) challenge is missing, wrong, expired or reused. */
  CHALLENGE_FAILED: 400,
  INVALID_PHONE_NUMBER: 400,
  MISSING_PHONE_NUMBER: 400,
  INVALID_VERIFICATION_CODE: 400,
  MISSING_VERIFICATION_CODE: 400,
  /** 'code-expired': ask for a new code. */
  CODE_EXPIRED: 400,
  /** 'quota-exceeded': the number reached its SMS sends for the hour. */
  QUOTA_EXCEEDED: 429,
  /** 'operation-not-allowed': the way (SMS login, mobile registration ...) is switched off. */
  OPERATION_NOT_ALLOWED: 403,
  /** The outside phone-auth provider's token is forged, malformed, for another site or channel. */
  PHONE_TOKEN_INVALID: 400,
  /** The provider's token expired: verify the phone again. */
  PHONE_TOKEN_EXPIRED: 400,
  /** The provider's token names another number than the form's. */
  PHONE_TOKEN_MISMATCH: 400,
  /** The provider's token was used before (a replay). */
  PHONE_TOKEN_USED: 400,
  /** The outside phone-auth provider cannot be reached (its keys could not be fetched): later. */
  PHONE_AUTH_UNAVAILABLE: 503,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  /** 'passwords do not match'. */
  PASSWORDS_DO_NOT_MATCH: 400,
  /** The old password given to a password change is wrong (400: the session stays valid). */
  OLD_PASSWORD_WRONG: 400,
  /** Registration: younger than the spec's ages (18; 21 with a birthday). */
  UNDERAGE: 400,
  /** 'account cannot be used': disabled or locked by an operator. */
  ACCOUNT_DISABLED: 403,
  /** in_need_true_account: a type-4 trial account tried a real-account action. */
  TRIAL_ACCOUNT: 403,
  /** 'Non-agents cannot log in' (the agent centre). */
  NOT_AN_AGENT: 403,
  /** 'non-member cannot log in'. */
  NOT_A_MEMBER: 403,
  /**
   * The session must change its password (an operator's one-time password, the default
   * '{secret}' or an expired one) before anything else: only the change and logout answer.
   */
  PASSWORD_CHANGE_REQUIRED: 403,
  /** Login from a device not seen before: a code was sent to the member's mobile or email. */
  DEVICE_VERIFICATION_REQUIRED: 403,
  /** Social login failed or was cancelled ('popup-closed-by-user': login failed, retry). */
  OAUTH_FAILED: 400,
  // Money (issue 4).
  /**
   * The balance is too small for the debit or hold. 409: the request is well-formed but the
   * account's current state refuses it; the same request may succeed after a deposit.
   */
  INSUFFICIENT_FUNDS: 409,
  /** A payment password must be given for this action. */
  PAYMENT_PASSWORD_REQUIRED: 400,
  /** The member has no payment password yet: set one in the security centre first. */
  PAYMENT_PASSWORD_NOT_SET: 409,
  /** The payment password is wrong (400: the session stays valid). */
  PAYMENT_PASSWORD_WRONG: 400,
  /** The payment channel is unknown, switched off, or not for this direction. */
  CHANNEL_UNAVAILABLE: 409,
  /** The amount is below the channel's minimum or above its maximum. */
  AMOUNT_OUT_OF_RANGE: 400,
  /** The bank account's name is not the member's payee name. */
  PAYEE_NAME_MISMATCH: 400,
  /** The member already has the most bank accounts allowed. */
  BANK_ACCOUNT_LIMIT: 409,
  /** The request is not in a state that allows this action (already approved, paid, rejected ...). */
  INVALID_STATE: 409,
  /** A gateway or vendor call whose signature does not verify. */
  BAD_SIGNATURE: 401,
  /** A gateway callback names a payment we never created. */
  UNKNOWN_REFERENCE: 404,
  /** Agents transfer only to members of their own downline. */
  NOT_A_DOWNLINE: 400,
  /** The member has no upline to transfer to. */
  NO_UPLINE: 409,
  /** The vendor is unknown, inactive, or does not keep its own wallet. */
  VENDOR_UNAVAILABLE: 409,
  // Games (issue 5).
  /** The game is unknown, switched off, or its vendor is. */
  GAME_UNAVAILABLE: 409,
  /** The game has no trial play. */
  TRIAL_NOT_ALLOWED: 409,
  /** The game client's launch token is unknown, expired or ended: launch the game again. */
  LAUNCH_TOKEN_INVALID: 401,
  /** The stake is below the game's minimum or above its maximum. */
  BET_OUT_OF_RANGE: 400,
  /** The match, fight, hand or draw no longer takes bets. */
  BET_CLOSED: 409,
  /** The PvP seat is taken, or the room is full. */
  SEAT_TAKEN: 409,
  /** PvP table: another seat decides now (or nobody does). */
  NOT_YOUR_TURN: 409,
  /** PvP table: that seat is not the player's. */
  NOT_YOUR_SEAT: 403,
  /** PvP table: the round is not over yet, so its server seed and cards are not revealed. */
  ROUND_NOT_OVER: 409,
  // Operators' two-factor (issue 15).
  /** The operator has two-factor on: the login needs the current code from the app. */
  OTP_REQUIRED: 401,
  /** The two-factor code is wrong, expired or already used (400: a session stays valid). */
  INVALID_OTP: 400,
  /** OPS_REQUIRE_2FA: this operator must turn two-factor on before anything else. */
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  // Agents (issue 17).
  /** An application to become an agent is already open for this member, number or username. */
  AGENT_APPLICATION_OPEN: 409,
  /** The member is an agent already (no application needed). */
  ALREADY_AN_AGENT: 409,
  /** The application was approved or rejected already. */
  APPLICATION_DECIDED: 409,
  /** The upline named is no active agent. */
  UPLINE_INVALID: 400,
  /** The new upline is the member itself or in its own team. */
  UPLINE_CYCLE: 409,
  /** The agent still has downlines: move them first. */
  AGENT_HAS_DOWNLINE: 409,
  /** The agent holds the most affiliate links allowed. */
  AFFILIATE_LINKS_FULL: 409,
  // Agent contracts (issue 17).
  /** An agent offers a contract above its own highest rate of that kind, or has none. */
  CONTRACT_RATE_TOO_HIGH: 409,
  // Promotions (issue 18).
  /** The promotion has not started, has ended, is paused or its budget is spent. */
  PROMOTION_CLOSED: 409,
  /** The caller is not among the promotion's members (eligibility: new member, rank, tree ...). */
  PROMOTION_NOT_ELIGIBLE: 403,
  /** The promotion asks for a Zalo number ID and the member has not set one (security centre). */
  ZALO_REQUIRED: 403,
  /** The caller (or their mobile, device or address) already had it, or a per-day cap is met. */
  PROMOTION_LIMIT_REACHED: 409,
  /** Nothing is claimable now (no rebate, no tickets, no qualifying deposit, not yet due). */
  NOTHING_TO_CLAIM: 409,
  /** The claim is not in a status that allows this step (statuses only move forward). */
  PROMOTION_STATUS_INVALID: 409,
  // Bonus money (issue 18).
  /** The member already has an active bonus: one at a time. */
  BONUS_ACTIVE: 409,
  /** The stake is above the maximum bet of the member's active bonus. */
  BONUS_MAX_BET: 409,
  /** The withdrawal would forfeit the active bonus: ask the member, then send forfeitBonus. */
  BONUS_FORFEIT_REQUIRED: 409,
  /** The bonus has ended (released or forfeited) or is not the member's. */
  BONUS_NOT_ACTIVE: 409,
  /** The member's points do not cover the redemption or conversion. */
  INSUFFICIENT_POINTS: 409,
  /** The points mall's item has no stock left for this quantity. */
  OUT_OF_STOCK: 409,
  // Back office (issue 20).
  /** Maker and checker: the operator who made a balance adjustment cannot approve it. */
  SAME_OPERATOR: 403,
  /** The member must have identity documents approved (KYC) before this withdrawal. */
  KYC_REQUIRED: 403,
  /** An identity submission is already waiting for review, or one was approved. */
  KYC_OPEN: 409,
  /** The change would leave no active admin: another admin must exist first. */
  LAST_ADMIN: 409,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return errorCatalogue[code];
}

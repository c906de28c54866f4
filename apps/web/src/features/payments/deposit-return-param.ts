// Where a gateway sends the player back: the site with ?depositReference=<reference> (the
// contract's DEPOSIT_RETURN_PARAM, copied here so the header's first-load code needs no zod;
// deposit-return-param.test.ts keeps the two equal).
export const DEPOSIT_RETURN_PARAM = 'depositReference';

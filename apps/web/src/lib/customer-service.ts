// Opens customer service (spec 6, 7): the entry of type '3' (the VIP entry for rank level above 4),
// whose path carries the encoded link, in a 440x500 pop-up.
import { decodeCsLink } from '@wps/contracts/system/cs-link';
import type { TCustomerServiceEntry } from '@wps/contracts/system/whitelabel';

/** The pop-up's size (spec 7; "another part says 440x750", we follow the main text). */
export const csWindowFeatures = 'width=440,height=500';
const csWindowName = 'customer-service';
/** The entry type the site opens (spec 7). */
const liveChatType = '3';
/** Rank levels above this get VIP customer service (spec 6, 9). */
const vipAboveRank = 4;

export interface OpenCustomerServiceOptions {
  /** The member's VIP rank level, when known; above 4 opens the VIP entry if there is one. */
  rankLevel?: number | null;
}

export type OpenCustomerServiceResult =
  | { ok: true; window: Window }
  | { ok: false; reason: 'no-entry'; messageKey: 'cs.unavailable' }
  | { ok: false; reason: 'popup-blocked'; messageKey: 'cs.popupBlocked' }
  | { ok: false; reason: 'invalid-link'; messageKey: 'cs.invalidLink' };

export function pickCustomerServiceEntry(
  entries: readonly TCustomerServiceEntry[],
  { rankLevel }: OpenCustomerServiceOptions = {},
): TCustomerServiceEntry | undefined {
  const isVip = rankLevel != null && rankLevel > vipAboveRank;
  const vipEntry = isVip ? entries.find((entry) => entry.csType === 'VIP') : undefined;
  return vipEntry ?? entries.find((entry) => entry.type === liveChatType);
}

/**
 * Call straight from the click handler: browsers only allow a pop-up during the click itself.
 * The window opens first (that is how a blocked pop-up is detected, so `noopener`, which makes
 * window.open return null, cannot be used); then the link is decoded and loaded, or the window
 * closes again when the link is bad. The caller shows `messageKey` translated when not ok.
 */
export function openCustomerService(
  entries: readonly TCustomerServiceEntry[],
  options: OpenCustomerServiceOptions = {},
): OpenCustomerServiceResult {
  const entry = pickCustomerServiceEntry(entries, options);
  if (!entry) return { ok: false, reason: 'no-entry', messageKey: 'cs.unavailable' };

  const popup = window.open('about:blank', csWindowName, csWindowFeatures);
  if (!popup) return { ok: false, reason: 'popup-blocked', messageKey: 'cs.popupBlocked' };

  const link = decodeCsLink(entry.path);
  if (link === null) {
    popup.close();
    return { ok: false, reason: 'invalid-link', messageKey: 'cs.invalidLink' };
  }
  // The chat page is another site: cut its way back to this page before it loads.
  popup.opener = null;
  popup.location.href = new URL(link, window.location.origin).href;
  return { ok: true, window: popup };
}

// A small line under the header's balance when money sits in the game wallets of vendors that
// keep their own (moved there when one was launched): the balance shown is the main wallet's, so
// this says where the rest is. Opens the member centre's transfer page to bring it back. Kept
// one self-contained piece so a header layout can place it anywhere.
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';

export function GameWalletNote({
  inGames,
  currencySymbol,
  isHidden,
  onOpen,
}: {
  /** Minor units in game wallets; nothing shows for 0 or unknown. */
  inGames: bigint | null;
  currencySymbol: string;
  /** The balance is hidden ('***'): the amount is too. */
  isHidden: boolean;
  /** Where the member moves it (the transfer page); none: text only. */
  onOpen?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  if (inGames === null || inGames <= 0n) return null;
  const text = t('shell.member.inGames', {
    amount: isHidden ? '***' : formatMoney(inGames, currencySymbol),
  });
  return onOpen ? (
    <button type="button" className="game-wallet-note" onClick={onOpen}>
      {text}
    </button>
  ) : (
    <span className="game-wallet-note">{text}</span>
  );
}

// Each game type's icon, shipped in public/images/game-types.
import type { TGameType } from '@wps/contracts/content/game-nav';
import { MaskIcon } from '../components/icon/mask-icon';

export function GameTypeIcon({ gameType, size }: { gameType: TGameType; size?: number }) {
  return <MaskIcon src={`/images/game-types/${gameType.toLowerCase()}.svg`} size={size} />;
}

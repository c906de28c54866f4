// The header's game-type entries, built from the nav types and the vendor list.
import { useMemo } from 'react';
import { useGameTypes } from '../../api/game-types';
import { useGameVendors } from '../../api/game-vendors';
import { buildNavEntries, type NavEntry } from './nav-model';

export function useNavEntries(): NavEntry[] {
  const types = useGameTypes();
  const vendors = useGameVendors();
  return useMemo(
    () => buildNavEntries(types.data ?? [], vendors.data ?? []),
    [types.data, vendors.data],
  );
}

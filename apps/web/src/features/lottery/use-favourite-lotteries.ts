// The favourite lotteries (spec: "favourite lottery ids per username in local storage"): each
// username has its own list, so two players on one browser do not share stars. A visitor has none.
import { useCallback, useState } from 'react';

const keyOf = (username: string) => `lotteryFavourites:${username}`;

export function readFavouriteIds(username: string): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(username)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    // Unreadable or no storage: no favourites.
    return [];
  }
}

function writeFavouriteIds(username: string, ids: readonly number[]): void {
  try {
    localStorage.setItem(keyOf(username), JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the star still flips for this visit.
  }
}

/** The id added when absent, removed when present. */
export function toggledIds(ids: readonly number[], gameId: number): number[] {
  return ids.includes(gameId) ? ids.filter((id) => id !== gameId) : [...ids, gameId];
}

export function useFavouriteLotteries(username: string | null) {
  // Keyed by username, so another login reads its own list.
  const [state, setState] = useState(() => ({
    username,
    ids: username ? readFavouriteIds(username) : [],
  }));
  const ids = state.username === username ? state.ids : username ? readFavouriteIds(username) : [];
  if (state.username !== username) setState({ username, ids });

  const toggle = useCallback(
    (gameId: number) => {
      if (!username) return;
      const next = toggledIds(readFavouriteIds(username), gameId);
      writeFavouriteIds(username, next);
      setState({ username, ids: next });
    },
    [username],
  );
  return { ids, toggle };
}

// The room's table, live: the table stream (server-sent events carrying the launch token, not
// the member's session), reconnecting with a growing wait after a drop. Answers the latest table
// and the offset of the server's clock from this device's, for the countdowns.
import { useEffect, useState } from 'react';
import type { TPvpTable } from '@wps/contracts/games/house-pvp-table';
import { readEventStream, reconnectDelayMs, StreamRefused } from '../../../lib/event-stream';
import { housePvpTableStreamEndpoint } from '../api/play-endpoints';

export function useTableStream(token: string, roomId: number | null, language: string) {
  const [table, setTable] = useState<TPvpTable | null>(null);
  const [clockOffsetMs, setClockOffsetMs] = useState(0);
  const [refused, setRefused] = useState<StreamRefused | null>(null);

  useEffect(() => {
    setTable(null);
    if (roomId === null || token === '') return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const query = new URLSearchParams({ token, roomId: String(roomId), language });
    const connect = async () => {
      try {
        await readEventStream(`${housePvpTableStreamEndpoint.path}?${query}`, {
          signal: abort.signal,
          withSession: false,
          onEvent: (e) => {
            if (e.event !== 'table') return;
            attempt = 0;
            const next = JSON.parse(e.data) as TPvpTable;
            setClockOffsetMs(Date.parse(next.now) - Date.now());
            setRefused(null);
            setTable(next);
          },
        });
      } catch (error) {
        if (error instanceof StreamRefused) setRefused(error);
      }
      if (abort.signal.aborted) return;
      timer = setTimeout(() => void connect(), reconnectDelayMs(attempt++));
    };
    void connect();
    return () => {
      abort.abort();
      if (timer) clearTimeout(timer);
    };
  }, [token, roomId, language]);

  return { table, setTable, clockOffsetMs, refused };
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRefetchOnResult } from './use-refetch-on-result';

function setUp(initialKey: string | null) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ resultKey }: { resultKey: string | null }) => useRefetchOnResult(3, resultKey),
    { wrapper, initialProps: { resultKey: initialKey } },
  );
  const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { hook, invalidated };
}

describe('useRefetchOnResult', () => {
  it('refetches nothing on the first result it sees, nor when it is unchanged', () => {
    const { hook, invalidated } = setUp('10:drawn');
    hook.rerender({ resultKey: '10:drawn' });
    expect(invalidated()).toEqual([]);
  });

  it('takes the first answer of the near draws as seen, then refetches on a first result', () => {
    const { hook, invalidated } = setUp(null);
    hook.rerender({ resultKey: '' });
    expect(invalidated()).toEqual([]);
    hook.rerender({ resultKey: '1:settled' });
    expect(invalidated()).toHaveLength(3);
  });

  it("refetches the bets and this lottery's history when the result is settled or a new one comes", () => {
    const { hook, invalidated } = setUp('10:drawn');
    hook.rerender({ resultKey: '10:settled' });
    expect(invalidated()).toEqual([
      ['member', 'lottery', 'bets'],
      ['lottery', 'history', 3],
      ['member', 'lottery', 'history', 3],
    ]);
    hook.rerender({ resultKey: '11:settled' });
    expect(invalidated()).toHaveLength(6);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode, qrPath } from './qr-code';

/** The dark squares a path draws, as 'x,y'. */
function darkCells(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
}

describe('qrPath', () => {
  it('draws a scannable symbol: three finder patterns inside a 4-module quiet zone', async () => {
    const { size, path } = await qrPath('https://download.royalwin.example/royalwin.apk');
    // A QR version's side is 17 + 4 x version modules; 2 x 4 more of quiet zone.
    const n = size - 8;
    expect((n - 17) % 4).toBe(0);
    expect(n).toBeGreaterThanOrEqual(21);
    const dark = darkCells(path);
    const isDark = (x: number, y: number) => dark.has(`${x},${y}`);
    // Each finder: a dark 7x7 ring, a light ring, a dark 3x3 centre.
    for (const [fx, fy] of [
      [4, 4],
      [4 + n - 7, 4],
      [4, 4 + n - 7],
    ] as const) {
      for (let i = 0; i < 7; i++) {
        expect(isDark(fx + i, fy)).toBe(true);
        expect(isDark(fx + i, fy + 6)).toBe(true);
        expect(isDark(fx, fy + i)).toBe(true);
        expect(isDark(fx + 6, fy + i)).toBe(true);
      }
      expect(isDark(fx + 1, fy + 1)).toBe(false);
      expect(isDark(fx + 3, fy + 3)).toBe(true);
    }
    // Nothing in the quiet zone.
    for (const cell of dark) {
      const [x, y] = cell.split(',').map(Number) as [number, number];
      expect(Math.min(x, y)).toBeGreaterThanOrEqual(4);
      expect(Math.max(x, y)).toBeLessThan(size - 4);
    }
  });

  it('differs for different addresses', async () => {
    const a = await qrPath('https://download.royalwin.example/ios');
    const b = await qrPath('https://download.royalwin.example/royalwin.apk');
    expect(a.path).not.toBe(b.path);
  });
});

describe('QrCode', () => {
  it('keeps its size while the encoder loads, then draws the address', async () => {
    render(<QrCode text="https://download.royalwin.example/ios" label="QR code" size={140} />);
    const image = screen.getByRole('img', { name: 'QR code' });
    expect(image).toHaveAttribute('width', '140');
    expect(image).toHaveAttribute('height', '140');
    await waitFor(() =>
      expect(image).toHaveAttribute('data-qr-text', 'https://download.royalwin.example/ios'),
    );
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });
});

// A QR code drawn from a text (issue 16: /down promises one for each download address). The
// encoder ('qrcode') is imported on first use, so it is its own chunk and costs other pages
// nothing; the box keeps its size while it loads, so nothing moves. Dark modules on white in both
// themes, as phone cameras expect.
import { useEffect, useState } from 'react';

/** The modules as one SVG path: a 1x1 square per dark module, 4 modules of quiet zone. */
export async function qrPath(text: string): Promise<{ size: number; path: string }> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return { size: modules.size + quiet * 2, path };
}

export function QrCode({ text, label, size }: { text: string; label: string; size: number }) {
  const [drawn, setDrawn] = useState<{ text: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void qrPath(text).then(
      (qr) => isCurrent && setDrawn({ text, ...qr }),
      // Too long to encode, or the chunk failed: the download button beside it still works.
      () => isCurrent && setDrawn(null),
    );
    return () => {
      isCurrent = false;
    };
  }, [text]);
  const qr = drawn?.text === text ? drawn : null;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={qr ? `0 0 ${qr.size} ${qr.size}` : '0 0 1 1'}
      shapeRendering="crispEdges"
      data-qr-text={qr ? text : undefined}
    >
      <rect width="100%" height="100%" fill="#fff" />
      {qr && <path d={qr.path} fill="#000" />}
    </svg>
  );
}

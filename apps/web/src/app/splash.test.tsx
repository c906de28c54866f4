// The loading splash (issue 16): in index.html's #root, so it shows before any script runs, out
// of the page's flow (fixed), and gone once React renders into #root.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
const css = readFileSync(join(__dirname, '../styles/base.css'), 'utf8');
const icon = readFileSync(join(__dirname, '../../public/icons/icon.svg'), 'utf8');

describe('the loading splash', () => {
  it('is in #root before the app starts and is gone once React renders', async () => {
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)![1]!;
    const root = document.getElementById('root')!;
    expect(root.querySelector('.app-splash')).not.toBeNull();
    // Tiny: a logo with reserved size and a spinner, no script of its own.
    expect(root.querySelector('.app-splash img')).toHaveAttribute('width', '72');
    expect(root.querySelector('.app-splash img')).toHaveAttribute('height', '72');
    expect(root.querySelector('script')).toBeNull();
    // The logo is the site's icon written into the page: it paints without a request of its own.
    const src = root.querySelector('.app-splash img')!.getAttribute('src')!;
    expect(src).toMatch(/^data:image\/svg\+xml,/);
    const inline = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
    expect(inline).toBe(icon.replace(/\n\s*/g, '').replaceAll('"', "'"));

    const reactRoot = createRoot(root);
    await act(async () => reactRoot.render(<p>ready</p>));
    expect(root.querySelector('.app-splash')).toBeNull();
    expect(root).toHaveTextContent('ready');
    act(() => reactRoot.unmount());
  });

  it('sits over the page, out of its flow, so removing it shifts nothing', () => {
    const rule = /\.app-splash \{([^}]*)\}/.exec(css)![1]!;
    expect(rule).toMatch(/position: fixed;/);
    expect(rule).toMatch(/inset: 0;/);
  });
});

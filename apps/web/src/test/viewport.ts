// A window of a given width for the components that ask matchMedia (jsdom has none): max-width
// queries match as they would in a window `width` px wide; other queries do not match.
import { vi } from 'vitest';

export function stubViewport(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    };
  });
}

import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { defaultLanguage } from './src/i18n/languages';
import { consoleBoundary } from './build/console-boundary';

const api = 'http://127.0.0.1:3000';

/**
 * Names each language file's built chunk in a <meta> of index.html, so public/theme-init.js can
 * start loading the visitor's language file at once, beside the app's script, instead of after
 * it has run (the app renders nothing before its texts are in).
 */
function languageFilesMeta(): Plugin {
  return {
    name: 'language-files-meta',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
          const match = /\/src\/i18n\/locales\/([a-z]+)\.json$/.exec(chunk.facadeModuleId);
          if (match) files[match[1]!.toUpperCase()] = `/${chunk.fileName}`;
        }
        if (!files[defaultLanguage]) throw new Error('language-files-meta: no language chunks');
        const meta = `<meta name="language-files" content="${JSON.stringify({
          default: defaultLanguage,
          files,
        }).replaceAll('"', '&quot;')}" />`;
        const script = '<script src="/theme-init.js"></script>';
        if (!html.includes(script)) throw new Error('language-files-meta: no theme-init.js');
        return html.replace(script, `${meta}\n    ${script}`);
      },
    },
  };
}

/**
 * /ops is the console's page (ops.html), in the dev server and `vite preview` as on the server;
 * /ops/api/ stays the proxied API.
 */
function consolePage(): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    const [path, query] = (req.url ?? '').split(/\?(.*)/s);
    if (path === '/ops' || path === '/ops/') req.url = `/ops.html${query ? `?${query}` : ''}`;
    next();
  };
  return {
    name: 'console-page',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
}

/**
 * react-router 7 exports only its development build, which differs from the production one it
 * also ships by one flag: its dev warnings, checks that run on every navigation and render. The
 * built site takes the production one (docs/decisions.md, "Stop 29").
 */
function reactRouterProduction(): string {
  const development = createRequire(import.meta.url).resolve('react-router');
  const production = development.replace(/development[/\\]index\.m?js$/, 'production/index.mjs');
  if (production === development || !existsSync(production)) {
    throw new Error(`react-router's production build not found beside ${development}`);
  }
  return production;
}

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction() }] : [],
  },
  plugins: [react(), languageFilesMeta(), consolePage(), consoleBoundary()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    // Two entries: the player site and the operators' console, which share chunks but never
    // the other way round (build/console-boundary.ts fails a build whose player chunks hold
    // console code).
    rolldownOptions: { input: { index: 'index.html', ops: 'ops.html' } },
  },
  server: {
    port: 5173,
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/ops/api': api, '/docs': api },
  },
}));

import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { defaultLanguage } from './src/i18n/languages';

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

export default defineConfig({
  plugins: [react(), languageFilesMeta()],
  build: { target: 'es2022', sourcemap: false, assetsInlineLimit: 0 },
  server: {
    port: 5173,
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/ops/api': api, '/docs': api },
  },
});

// The operators' console at /ops: its own entry and bundle (ops.html), beside the player site's
// main.tsx. It shares the player site's contexts (theme, language, toasts) and nothing routes
// here: the console keeps its section in the URL hash.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OpsPage } from '../features/ops/ops-page';
import { initI18n, storedLanguage } from '../i18n/i18n';
import { Providers } from './providers';
import '../styles/global.css';
import '../styles/base.css';

void initI18n(storedLanguage()).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers onLoggedOut={() => {}}>
        <OpsPage />
      </Providers>
    </StrictMode>,
  );
});

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, storedLanguage } from '../i18n/i18n';
import { listenForInstallPrompt } from '../lib/install-prompt';
import { getToken } from '../lib/session-storage';
import { App } from './app';
import { startFirstLoads } from './first-loads';
import { createQueryClient } from './providers';
import { createRouter } from './router';
import '../styles/global.css';
import '../styles/base.css';

listenForInstallPrompt();

const queryClient = createQueryClient();
const router = createRouter();
const language = storedLanguage();
// While the language file loads, what the first screen needs is already on its way; the site
// renders once the texts, the site status and the settings are in (app/first-loads.ts says why).
const firstScreen = startFirstLoads(queryClient, router.state.matches, window.location.search, {
  language,
  isLoggedIn: getToken() !== null,
});

void Promise.all([initI18n(language), firstScreen]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render of the whole site yields to the browser every few
  // milliseconds instead of holding the main thread in one long task (a phone's TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
});

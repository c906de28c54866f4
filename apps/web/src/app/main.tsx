import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { listenForInstallPrompt } from '../lib/install-prompt';
import { App } from './app';
import '../styles/global.css';
import '../styles/base.css';

listenForInstallPrompt();

void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentLanguage, registerTranslations } from '@lp/shared';
import { AppRoot } from './app/app.tsx';
import { initAnalytics } from './lib/analytics/analytics.ts';
import { remoteManifests } from './features/remotes/model/remote-registry.ts';
import ru from './locales/ru.json';
import en from './locales/en.json';
import './app/styles.css';
import './app/provided-shared-entries.ts';

registerTranslations('shell', { ru, en });
document.documentElement.lang = currentLanguage();
initAnalytics();
// Read /mf-remotes.json and register the remotes at start-up without blocking the first paint;
// a failure here is shown (with a retry) by each remote's route.
remoteManifests(false).catch((error: unknown) => console.warn('[remotes]', error));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppRoot />
    </StrictMode>,
  );
}

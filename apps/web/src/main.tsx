// Inter, Latin subset only (Portuguese needs nothing beyond it); weight 400 is preloaded (vite.config.ts).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import './theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { startProactiveRefresh } from './lib/api-client';

const router = createAppRouter();
startProactiveRefresh();

const root = document.getElementById('root');
if (!root) throw new Error('Elemento #root ausente em index.html.');

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);

import './zod-jitless';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, NAVBAR_WIDTH } from './app/App';
import { theme } from './app/theme';
import { TOAST_Z_INDEX } from './ui/notify';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="auto">
      {/* Over the sidebar's empty middle (app.css): a toast never covers a button of the screen;
          under dialogs (notify.ts): it never covers a dialog's either. */}
      <Notifications position="bottom-left" containerWidth={NAVBAR_WIDTH - 16} zIndex={TOAST_Z_INDEX} />
      <App />
    </MantineProvider>
  </StrictMode>,
);

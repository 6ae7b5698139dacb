/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';

let registered = false;

/**
 * Installs the app's service worker (vite.config.ts: the precached app shell), once per page.
 * Only the caretaker console calls this, from its lazy chunk: the landing page and the other
 * consoles carry no registration code. A new version takes over as soon as it is installed and
 * the page reloads into it (registerType 'autoUpdate').
 */
export const registerServiceWorker = () => {
  if (registered) return;
  registered = true;
  registerSW({ immediate: true });
};

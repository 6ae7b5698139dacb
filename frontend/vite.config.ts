import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { palette } from './src/app/theme';

// Shared libraries get stable, cacheable chunks; each role console stays a lazy chunk of its
// own (React.lazy in src/app/router.tsx), so a landing-page visitor never downloads them.
const reactModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/;
/**
 * What only the caretaker console's offline data uses (features/offline): react-query's
 * (de)hydration and the persister stay out of the shared 'react' chunk the landing page loads.
 */
const offlineDataModules =
  /node_modules[\\/]@tanstack[\\/](query-async-storage-persister[\\/]|query-core[\\/].*hydration)/;

const vendorGroups = [
  {
    name: 'react',
    test: (id: string) => reactModules.test(id) && !offlineDataModules.test(id),
    priority: 30,
  },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next)[\\/]/,
    priority: 20,
  },
  {
    // antd and its rc components: only what the landing page uses lands in the shared chunk;
    // components that only a console uses follow that console (entriesAware).
    name: 'antd',
    test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|dayjs|@babel[\\/]runtime)[\\/]/,
    entriesAware: true,
    priority: 10,
  },
];

/**
 * The caretakers' installable app (README, "Caretaker app"): the web app manifest and a Workbox
 * service worker that precaches the app shell, so the console opens without a signal. It never
 * caches /api answers (the console keeps its own data, features/offline), and it is registered
 * from the caretaker console's lazy chunk only (injectRegister: false): the landing page's
 * first load carries no registration code.
 */
const caretakerApp = VitePWA({
  strategies: 'generateSW',
  registerType: 'autoUpdate',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Memorial Care',
    short_name: 'Memorial Care',
    description: 'Grave care across Serbia, with photo proof of every visit.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: palette.primaryDeep,
    background_color: palette.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
    navigateFallback: '/index.html',
    // The API and the health checks are the server's, never the single-page app.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/(healthz|readyz)$/],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), caretakerApp],
  define: {
    // A new build drops data the caretaker console kept offline: its shape may have changed.
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(new Date().toISOString()),
  },
  server: {
    // The API refuses writes from a foreign Origin: keep the browser's Host, so the page's
    // origin (this dev server) is the origin the API sees.
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});

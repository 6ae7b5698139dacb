import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Shared libraries get stable, cacheable chunks; each role console stays a lazy chunk of its
// own (React.lazy in src/app/router.tsx), so a landing-page visitor never downloads them.
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack)[\\/]/,
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

export default defineConfig({
  plugins: [react()],
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

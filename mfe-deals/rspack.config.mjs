import { createConfig } from '@lp/shared/build/rspack';

export default createConfig({
  name: 'deals',
  dir: import.meta.dirname,
  port: 3002,
  exposes: { './App': './src/app/app.tsx' },
});

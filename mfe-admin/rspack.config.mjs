import { createConfig } from '@lp/shared/build/rspack';

export default createConfig({
  name: 'admin',
  dir: import.meta.dirname,
  port: 3007,
  exposes: { './App': './src/app/app.tsx' },
});

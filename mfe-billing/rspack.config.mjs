import { createConfig } from '@lp/shared/build/rspack';

export default createConfig({
  name: 'billing',
  dir: import.meta.dirname,
  port: 3004,
  exposes: { './App': './src/app/app.tsx' },
});

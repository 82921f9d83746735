import { createConfig } from '@lp/shared/build/rspack';

export default createConfig({
  name: 'integrations',
  dir: import.meta.dirname,
  port: 3005,
  exposes: { './App': './src/app/app.tsx' },
});

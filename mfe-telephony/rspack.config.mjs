import { createConfig } from '@lp/shared/build/rspack';

export default createConfig({
  name: 'telephony',
  dir: import.meta.dirname,
  port: 3006,
  exposes: { './App': './src/app/app.tsx' },
});

import { createConfig } from '@lp/shared/build/rspack';

export default createConfig({
  name: 'crm',
  dir: import.meta.dirname,
  port: 3003,
  exposes: { './App': './src/app/app.tsx' },
});

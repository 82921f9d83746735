import { createConfig } from '@lp/shared/build/rspack';

export default createConfig({
  name: 'projects',
  dir: import.meta.dirname,
  port: 3001,
  exposes: { './App': './src/app/app.tsx' },
});

import { rspack } from '@rspack/core';
import { createConfig } from '@lp/shared/build/rspack';

const base = createConfig({
  name: 'crm',
  dir: import.meta.dirname,
  port: 3003,
  exposes: { './App': './src/app/app.tsx' },
});

// The shared config gives remotes no page: in dev we add one (and the API proxy) so that `pnpm dev`
// opens the remote on its own. Production output is exactly the shared config's.
export default (env, argv) => {
  const config = base(env, argv);
  if (argv.mode === 'production') return config;
  config.plugins.push(new rspack.HtmlRspackPlugin({ title: 'crm (standalone)' }));
  config.devServer = {
    ...config.devServer,
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:8080' }],
  };
  return config;
};

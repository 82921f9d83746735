// One rspack + Module Federation config for the shell and every remote, so that the singletons,
// their versions and the antd-through-shared rule are decided in one place.
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';

const require = createRequire(import.meta.url);
const sharedPackage = require('../package.json');

// Libraries that must exist once per page. antd is NOT here: it reaches apps only through the
// `@lp/shared/ui*` entry points, so each of them is one tree-shaken chunk rather than all of antd.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'react-router',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'i18next',
  'react-i18next',
  'dayjs',
  'axios',
];
// ui-core is the login page's small antd set (the JS budget); ui re-exports it for everything else.
const SHARED_ENTRIES = [
  '@lp/shared',
  '@lp/shared/ui-core',
  '@lp/shared/ui',
  '@lp/shared/ui-data',
  '@lp/shared/ui-date',
  '@lp/shared/ui-dialog',
];

function installedVersion(pkg) {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0];
  return require(`${base}/package.json`).version;
}

/**
 * `provide: false` (production remotes) bundles no fallback copies: a remote then always takes the
 * shell's modules. Otherwise a shared entry the shell has not loaded yet may be served from the
 * remote's own copy, which drags in a second antd core and a second ConfigProvider context.
 */
export function sharedConfig({ provide = true } = {}) {
  const shared = {};
  const add = (pkg, version) => {
    shared[pkg] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(provide ? {} : { import: false }),
    };
  };
  for (const pkg of SINGLETONS) add(pkg, installedVersion(pkg));
  for (const entry of SHARED_ENTRIES) add(entry, sharedPackage.version);
  return shared;
}

/**
 * The shell (`host`) gets its page in every mode. A remote gets a page only in dev, so that `pnpm dev`
 * opens it standalone (src/bootstrap.tsx); its production output is just the federated entry.
 * @param {{ name: string, dir: string, port: number, exposes?: Record<string,string>, host?: boolean }} options
 */
export function createConfig({ name, dir, port, exposes, host = false }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    return {
      mode: dev ? 'development' : 'production',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: dev ? 'eval-cheap-module-source-map' : false,
      output: {
        path: path.join(dir, 'dist'),
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
              },
              env: { targets: 'chrome >= 110, firefox >= 115, safari >= 16' },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css' },
          { test: /\.(png|svg|jpe?g|woff2?)$/, type: 'asset' },
        ],
      },
      experiments: { css: true },
      optimization: { moduleIds: dev ? 'named' : 'deterministic' },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedConfig({ provide: host || dev }),
          // The default 'version-first' loads EVERY registered remote's entry before serving a shared
          // module, so one remote that is down or hangs would break the shell's own lazy pages.
          // 'loaded-first' loads a remote only when it is used (all versions are pinned anyway).
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          // The MF runtime ships once, in the shell; production remotes use the host's copy instead of
          // bundling ~34 KB gzip each. Dev builds keep their own so a remote can run standalone.
          experiments: host ? { provideExternalRuntime: true } : { externalRuntime: !dev },
        }),
        host && new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), minify: !dev }),
        !host && dev && new rspack.HtmlRspackPlugin({ title: `${name} (standalone)` }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
        }),
        dev && new ReactRefreshRspackPlugin(),
      ].filter(Boolean),
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: host ? { directory: path.join(dir, 'public') } : false,
        proxy: [{ context: ['/api'], target: process.env.API_URL ?? 'http://localhost:8080' }],
      },
      performance: { hints: false },
    };
  };
}

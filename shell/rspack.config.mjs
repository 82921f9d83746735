import { createConfig } from '@lp/shared/build/rspack';
export default createConfig({ name: 'shell', dir: import.meta.dirname, port: 3000, host: true });

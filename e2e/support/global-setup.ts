import { startProduct } from './product.ts';

// One product for the whole run, on a fresh embedded database (demo seed), stopped at the end.
export default async function globalSetup() {
  const product = await startProduct({ port: Number(process.env.E2E_PORT ?? 8090) });
  return async () => {
    await product.stop();
  };
}

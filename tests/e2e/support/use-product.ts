import { startProduct, stopAllProducts, type StartedProduct } from './start-product';

/** Long enough for a first start that migrates and seeds a fresh database on a busy machine. */
export const START_TIMEOUT_MS = 240_000;

/**
 * Starts the product once for the enclosing describe block and always stops it afterwards (also
 * when a test or the start itself fails). Returns a getter for the started product.
 */
export function useProduct(options?: Parameters<typeof startProduct>[0]): () => StartedProduct {
  let product: StartedProduct | null = null;
  beforeAll(async () => {
    product = await startProduct(options);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    product = null;
    await stopAllProducts();
  }, 60_000);
  return () => {
    if (!product) throw new Error('the product did not start (see the beforeAll error)');
    return product;
  };
}

import { z } from 'zod';
import { commonEnv, envBoolean, envDatabaseName, envPort, loadEnv } from '@reelsmith/config';

export const catalogEnvSchema = z.object({
  ...commonEnv,
  CATALOG_HTTP_PORT: envPort(3101),
  CATALOG_DATABASE: envDatabaseName('reelsmith_catalog'),
  /** `true` lets product imports read pages on private networks (local development and tests). */
  ALLOW_PRIVATE_URLS: envBoolean(false),
  /**
   * How long an import may spend fetching the page. The gateway waits 25 s for the catalog's
   * answer, so the bound stays well below that.
   */
  PRODUCT_IMPORT_TIMEOUT_SECONDS: z.coerce.number().positive().max(20).default(10),
});

export type CatalogConfig = z.output<typeof catalogEnvSchema>;
export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  loadEnv(catalogEnvSchema, env);

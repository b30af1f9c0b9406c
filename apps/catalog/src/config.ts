import { statSync } from 'node:fs';
import { z } from 'zod';
import { commonEnv, envBoolean, envDatabaseName, envPort, loadEnv } from '@reelsmith/config';
import { BUILT_IN_TEMPLATES_DIR } from '@reelsmith/templates';

const isDirectory = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() ?? false;

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
  /**
   * The folder the built-in templates are read from: the ones that ship with Reelsmith unless
   * set. The test stacks set it to the same templates at a few frames a second, so that an
   * end-to-end video costs a fraction of a full render (bench/ renders the real ones).
   */
  CATALOG_TEMPLATES_DIR: z.string().default(BUILT_IN_TEMPLATES_DIR).refine(isDirectory, 'must be a directory'),
});

export type CatalogConfig = z.output<typeof catalogEnvSchema>;
export const CATALOG_CONFIG = Symbol('CATALOG_CONFIG');

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  loadEnv(catalogEnvSchema, env);

import { z } from 'zod';
import { commonEnv, envDatabaseName, envPort, loadEnv } from '@reelsmith/config';

export const catalogEnvSchema = z.object({
  ...commonEnv,
  CATALOG_HTTP_PORT: envPort(3101),
  CATALOG_DATABASE: envDatabaseName('reelsmith_catalog'),
});

export type CatalogConfig = z.output<typeof catalogEnvSchema>;

export const loadCatalogConfig = (env: NodeJS.ProcessEnv = process.env): CatalogConfig =>
  loadEnv(catalogEnvSchema, env);

import { CreateProducts1763800000000 } from './1763800000000-create-products.js';

/** Every migration of the catalog database, oldest first. */
export const catalogMigrations = [CreateProducts1763800000000];

import { fileURLToPath } from 'node:url';

/**
 * Where the built-in template files live: one `*.template.json` per template. A module of its
 * own (also exported as `@reelsmith/templates/built-in-dir`), so that what needs only the folder
 * does not compile the templates' JSON schema as the loader does when it is imported.
 */
export const BUILT_IN_TEMPLATES_DIR = fileURLToPath(new URL('../built-in/', import.meta.url));

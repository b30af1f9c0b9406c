import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';

/**
 * The one Ajv instance: strict, so a typo in a template's `variables` schema fails at load time
 * instead of silently accepting everything.
 */
export const ajv = new Ajv({ strict: true, allErrors: false });

/**
 * `ajv.compile(schema)` on the first call, the same function after. Compiling the template
 * schemas takes about a quarter of a second of CPU, which every process importing this library
 * paid at start-up (the gateway, each test file) though most never validate a template.
 */
export function compiledOnFirstUse<T>(schema: AnySchema): () => ValidateFunction<T> {
  let validate: ValidateFunction<T> | undefined;
  return () => (validate ??= ajv.compile<T>(schema));
}

// What compiling a `variables` schema said, by its JSON: an edited template is checked again and
// again with the same variables. Bounded: emptied when full.
const compiledVariables = new Map<string, string | null>();
const COMPILED_LIMIT = 1000;

/**
 * Why a template's `variables` is not a schema Ajv compiles in strict mode, or null when it is.
 * The compiled function is not kept in Ajv's own cache: every template validated would grow it.
 */
export function variablesSchemaProblem(schema: object): string | null {
  const key = JSON.stringify(schema);
  const known = compiledVariables.get(key);
  if (known !== undefined) return known;
  let problem: string | null = null;
  try {
    ajv.compile(schema);
  } catch (error) {
    problem = (error as Error).message;
  } finally {
    ajv.removeSchema(schema);
  }
  if (compiledVariables.size >= COMPILED_LIMIT) compiledVariables.clear();
  compiledVariables.set(key, problem);
  return problem;
}

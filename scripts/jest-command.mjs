// How every script starts jest: in ESM mode (Nest 12 and our sources are ES modules, which jest
// loads only through Node's vm modules), without the warning that mode prints.
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

/** Node's arguments that run jest with `args`. */
export function jestNodeArgs(args) {
  return [
    '--experimental-vm-modules',
    '--disable-warning=ExperimentalWarning',
    join(root, 'node_modules', 'jest', 'bin', 'jest.js'),
    ...args,
  ];
}

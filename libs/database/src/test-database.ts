import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from './database-url.js';

/**
 * A throw-away database for one test run. Names always contain `test`, and helpers that drop
 * databases refuse any other name, so a test can never wipe a real service database.
 */
export function testDatabaseName(service: string): string {
  return `reelsmith_${service}_test_${randomBytes(4).toString('hex')}`;
}

export function assertTestDatabase(name: string): void {
  if (!/_test(_|$)/.test(name)) {
    throw new Error(`Refusing to use '${name}' in tests: its name does not say test.`);
  }
}

export async function createTestDatabase(serverUrl: string, service: string): Promise<string> {
  const name = testDatabaseName(service);
  await ensureDatabase(serverUrl, name);
  return name;
}

export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  assertTestDatabase(name);
  await dropDatabase(serverUrl, name);
}

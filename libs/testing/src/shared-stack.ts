import { TestStack, type StackAddress } from './test-stack.js';

/** The variable through which the e2e tier's setup hands its stack's address to test files. */
export const SHARED_STACK_ENV = 'REELSMITH_SHARED_STACK';

/**
 * What the shared stack runs with: webhook retries a test can wait for. A setting some file
 * needs and others would notice (a short checkout expiry, one account's preview limit) belongs
 * in that file's own `TestStack.start`, not here.
 */
const SHARED_STACK_ENV_VARS = { WEBHOOK_RETRY_DELAYS: '0.2,0.5,1,1,1' };

/** Starts the stack the e2e tier shares (scripts/jest-e2e-setup.mjs, once per jest run). */
export async function startSharedStack(): Promise<TestStack> {
  const stack = await TestStack.start(SHARED_STACK_ENV_VARS);
  process.env[SHARED_STACK_ENV] = JSON.stringify(stack.address);
  return stack;
}

/**
 * The e2e tier's one running stack (every app, started once per jest run), for a test file
 * that neither stops nor reconfigures an app. Each test makes its own account
 * (`stack.createAccount()`), so files and tests never see each other's data; counters in
 * /metrics and rows in a service's tables are shared, so read them for your own account or as
 * a change from before. `dispose()` closes only this file's connections.
 */
export function sharedStack(): TestStack {
  const address = process.env[SHARED_STACK_ENV];
  if (!address) {
    throw new Error(
      'no shared stack is running: run e2e files through jest (its e2e project starts one in scripts/jest-e2e-setup.mjs)',
    );
  }
  return TestStack.attach(JSON.parse(address) as StackAddress);
}

import { describe, expect, it } from '@jest/globals';
import { TestStack } from '../src/test-stack.js';

describe('TestStack', () => {
  it("names why an app did not start with the end of the app's own log", async () => {
    const start = TestStack.start({}, { apps: ['catalog'], appEnv: { catalog: { LOG_LEVEL: 'loud' } } });
    await expect(start).rejects.toThrow(/catalog exited with 1[^]*the last lines of .*catalog\.log:[^]*LOG_LEVEL/);
  }, 60_000);
});

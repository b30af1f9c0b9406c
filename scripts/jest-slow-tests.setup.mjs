// Integration and e2e tests start real servers: their hooks and tests may take minutes on a
// loaded 2-core machine. (A project's `testTimeout` does not reach hooks.)
import { jest } from '@jest/globals';

jest.setTimeout(180_000);

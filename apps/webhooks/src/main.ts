import 'reflect-metadata';
import { startWebhooks } from './start.js';

await startWebhooks();

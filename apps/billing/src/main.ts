import 'reflect-metadata';
import { startBilling } from './start.js';

await startBilling();

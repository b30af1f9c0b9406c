import 'reflect-metadata';
import { startCatalog } from './start.js';

await startCatalog();

import 'reflect-metadata';
import { startGateway } from './start.js';

await startGateway();

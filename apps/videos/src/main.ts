import 'reflect-metadata';
import { startVideos } from './start.js';

await startVideos();

import 'reflect-metadata';
import { startRender } from './start.js';

// A failed start (ffmpeg unfit, logged as fatal) ends the process with code 1.
await startRender();

import { CreateVideos1763900000000 } from './1763900000000-create-videos.js';

/** Every migration of the videos database, oldest first. */
export const videosMigrations = [CreateVideos1763900000000];

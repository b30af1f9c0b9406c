import { CreateVideos1763900000000 } from './1763900000000-create-videos.js';
import { AddVideosIdempotencyKey1764900100000 } from './1764900100000-add-videos-idempotency-key.js';
import { VideoFileKeys1765000000000 } from './1765000000000-video-file-keys.js';
import { VideoCaptionsKey1766100000000 } from './1766100000000-video-captions-key.js';
import { VideoWarnings1766200000000 } from './1766200000000-video-warnings.js';
import { VideoTemplateVersion1767000000000 } from './1767000000000-video-template-version.js';
import { VideoVoice1767300000000 } from './1767300000000-video-voice.js';
import { VideoMusic1767500000000 } from './1767500000000-video-music.js';
import { CreateBatches1768000000000 } from './1768000000000-create-batches.js';
import { VideoOutputs1768100000000 } from './1768100000000-video-outputs.js';

/** Every migration of the videos database, oldest first. */
export const videosMigrations = [
  CreateVideos1763900000000,
  AddVideosIdempotencyKey1764900100000,
  VideoFileKeys1765000000000,
  VideoCaptionsKey1766100000000,
  VideoWarnings1766200000000,
  VideoTemplateVersion1767000000000,
  VideoVoice1767300000000,
  VideoMusic1767500000000,
  CreateBatches1768000000000,
  VideoOutputs1768100000000,
];

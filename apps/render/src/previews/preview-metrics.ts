import { Counter, Histogram } from 'prom-client';

export const previewDuration = new Histogram({
  name: 'reelsmith_preview_duration_seconds',
  help: 'Time a worker took to answer one still preview, its wait for a turn included, by outcome (ok, refused, busy, failed).',
  labelNames: ['outcome'] as const,
  buckets: [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 10, 20],
});

export const previewImageDownloads = new Counter({
  name: 'reelsmith_preview_image_downloads_total',
  help: 'Product images downloaded for previews (a cache miss each).',
});

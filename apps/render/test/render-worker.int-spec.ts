import { access } from 'node:fs/promises';
import { probeMedia } from '@reelsmith/media';
import { RenderWorker } from '../src/renders/render-worker.js';
import { RenderTestBed } from './render-harness.js';

describe(RenderWorker.name, () => {
  let bed: RenderTestBed;

  beforeAll(async () => {
    bed = await RenderTestBed.start();
  });

  afterAll(async () => {
    await bed?.stop();
  });

  it('announces what it stored and measured, under the request id of the job', async () => {
    const request = await bed.request('vid_RENDERWORKER000000000001');
    await bed.publish('video.render_requested', request, 'req_render_worker_1');

    const completed = await bed.waitFor('render.completed', request.video_id);
    expect(completed.requestId).toBe('req_render_worker_1');
    expect(completed.payload).toEqual({
      video_id: request.video_id,
      files: request.files,
      duration_seconds: 6,
      width: 320,
      height: 568,
    });
    const stored = await probeMedia(bed.storagePath(request.files.video_key));
    expect(stored.streams[0]).toMatchObject({ width: 320, height: 568 });
    await access(bed.storagePath(request.files.thumbnail_key));

    const progressed = bed.about(request.video_id).filter((event) => event.name === 'render.progressed');
    expect(progressed.length).toBeGreaterThan(0);
    expect(progressed.every((event) => event.requestId === 'req_render_worker_1')).toBe(true);
  });
});

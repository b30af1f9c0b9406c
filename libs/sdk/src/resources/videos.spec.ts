import { describe, expect, it } from '@jest/globals';
import { Reelsmith } from '../client.js';

function videoAnswers(statuses: string[]) {
  let calls = 0;
  const fetchImpl = (async () => {
    const status = statuses[Math.min(calls, statuses.length - 1)];
    calls += 1;
    return new Response(JSON.stringify({ id: 'vid_1', status }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { rs: new Reelsmith({ apiKey: 'k', fetch: fetchImpl }), calls: () => calls };
}

describe('videos.waitFor', () => {
  it('resolves with the video once it has ended', async () => {
    const { rs, calls } = videoAnswers(['queued', 'processing', 'completed']);
    const video = await rs.videos.waitFor('vid_1', { intervalMs: 1 });
    expect(video.status).toBe('completed');
    expect(calls()).toBe(3);
  });

  it('resolves with a failed video too', async () => {
    const { rs } = videoAnswers(['failed']);
    expect((await rs.videos.waitFor('vid_1')).status).toBe('failed');
  });

  it('rejects with wait_timeout when the video does not end in time', async () => {
    const { rs } = videoAnswers(['processing']);
    await expect(rs.videos.waitFor('vid_1', { timeoutMs: 30, intervalMs: 5 })).rejects.toMatchObject({
      type: 'wait_timeout',
    });
  });
});

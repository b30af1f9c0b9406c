import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mp4TopLevelBoxes, probeMedia } from '@reelsmith/media';
import { outputsCredits, type Reelsmith, type VideoOutput } from '@reelsmith/sdk';
import { TestFileServer, loudnessOf, sharedStack, testPicture, waitForVideo, type TestStack } from '@reelsmith/testing';

/**
 * What a shop gets when it picks TikTok, Reels and Shorts, and a WebM, a GIF and an HLS ladder:
 * every file downloaded from its URL and checked here with ffprobe and EBU R128, apart from the
 * render's own checks. (A profile that fails its checks, and the refund: render-faults.e2e-spec.)
 */
describe('publish profiles and renditions (outputs)', () => {
  let stack: TestStack;
  let files: TestFileServer;
  let rs: Reelsmith;
  let dir: string;

  beforeAll(async () => {
    files = await TestFileServer.start({ '/mug.png': { body: testPicture(640, 480), contentType: 'image/png' } });
    stack = sharedStack();
    const account = await stack.createAccount('Publishing shop');
    await stack.grantCredits(account.id, 100, 'outputs');
    rs = stack.client(account.apiKey);
    dir = await mkdtemp(join(tmpdir(), 'outputs-e2e-'));
  });

  afterAll(async () => {
    await stack?.dispose();
    await files?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const fetched = async (url: string, name: string) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    const path = join(dir, name);
    await writeFile(path, Buffer.from(await response.arrayBuffer()));
    return { path, type: response.headers.get('content-type') };
  };
  const streamOf = async (path: string, kind: 'video' | 'audio') =>
    (await probeMedia(path)).streams.find((stream) => stream.codec_type === kind);

  it('makes TikTok, Reels and Shorts files each platform accepts, and a WebM, a GIF and an HLS ladder, for their price', async () => {
    const square = (await rs.templates.list({ limit: 100 })).data.find((t) => t.width === t.height)!;
    const product = await rs.products.create({ name: 'Travel mug', image_url: `${files.baseUrl}/mug.png` });
    const outputs = [
      { profile: 'tiktok' },
      { profile: 'reels' },
      { profile: 'shorts' },
      { format: 'webm' },
      { format: 'gif' },
      { format: 'hls' },
    ] as const;
    const before = (await rs.balance.retrieve()).credits;
    const video = await rs.videos.create({
      template_id: square.id,
      product_id: product.id,
      user_prompt: { voiceover: true },
      outputs: [...outputs],
    });
    expect(video.outputs.map(({ url }) => url)).toEqual(outputs.map(() => null));
    const done = await waitForVideo(rs, video.id, { timeoutMs: 180_000 });
    expect(done.status).toBe('completed');
    const price = square.credits + outputsCredits([...outputs]);
    expect(done.credits_used).toBe(price);
    expect((await rs.balance.retrieve()).credits).toBe(before - price);

    const byName = new Map<string, VideoOutput>(
      done.outputs.map((output) => [output.profile ?? output.format!, output]),
    );
    for (const profile of ['tiktok', 'reels', 'shorts']) {
      const output = byName.get(profile)!;
      expect(output).toMatchObject({ width: 1080, height: 1920, checks: { passed: true, failures: [] } });
      const { path, type } = await fetched(output.url!, `${profile}.mp4`);
      expect(type).toBe('video/mp4');
      expect(await streamOf(path, 'video')).toMatchObject({
        codec_name: 'h264',
        profile: 'High',
        pix_fmt: 'yuv420p',
        width: 1080,
        height: 1920,
        r_frame_rate: '30/1',
      });
      expect(await streamOf(path, 'audio')).toMatchObject({ codec_name: 'aac', sample_rate: '48000' });
      const boxes = await mp4TopLevelBoxes(path);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
      const { integratedLufs, truePeakDbtp } = loudnessOf(path);
      expect(Math.abs(integratedLufs + 14)).toBeLessThanOrEqual(2);
      expect(truePeakDbtp).toBeLessThanOrEqual(-1);
      expect(Math.abs(output.duration_seconds! - square.duration_seconds)).toBeLessThan(0.5);
    }

    const webm = await fetched(byName.get('webm')!.url!, 'video.webm');
    expect(webm.type).toBe('video/webm');
    expect(await streamOf(webm.path, 'video')).toMatchObject({ codec_name: 'vp9', width: 1080, height: 1080 });
    expect(await streamOf(webm.path, 'audio')).toMatchObject({ codec_name: 'opus' });

    const gif = await fetched(byName.get('gif')!.url!, 'video.gif');
    expect(gif.type).toBe('image/gif');
    expect(byName.get('gif')!.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(await streamOf(gif.path, 'video')).toMatchObject({ codec_name: 'gif' });

    // The master playlist names three rungs; each rung's playlist and first segment are served beside it.
    const master = byName.get('hls')!.url!;
    const playlist = await (await fetch(master)).text();
    const rungs = [...playlist.matchAll(/RESOLUTION=(\d+)x(\d+)[^\n]*\n([^\n]+)/g)];
    expect(rungs.map(([, width]) => Number(width)).sort((a, b) => a - b)).toEqual([360, 720, 1080]);
    for (const [, width, , uri] of rungs) {
      const variant = await (await fetch(new URL(uri!, master))).text();
      const segment = variant.split('\n').find((line) => line && !line.startsWith('#'))!;
      const { path } = await fetched(new URL(segment, new URL(uri!, master)).href, `rung-${width}.ts`);
      expect(await streamOf(path, 'video')).toMatchObject({ codec_name: 'h264', width: Number(width) });
    }
  }, 240_000);
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mp4TopLevelBoxes, probeMedia } from '@reelsmith/media';
import type { Template, VideoListParams } from '@reelsmith/sdk';
import {
  TestFileServer,
  type TestStack,
  testPicture,
  unchecked,
  waitForBalance,
  waitForVideo,
  sharedStack,
} from '@reelsmith/testing';

describe('videos through the gateway', () => {
  let stack: TestStack;
  let images: TestFileServer;
  let workDir: string;
  let templates: Template[];
  /** The shortest built-in template: the quickest to render. */
  let quickest: Template;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'reelsmith-videos-e2e-'));
    images = await TestFileServer.start({
      '/mug.png': { body: testPicture(900, 700), contentType: 'image/png' },
      '/not-an-image.png': { body: '<html>nope</html>', contentType: 'image/png' },
    });
    stack = sharedStack();
    templates = (await stack.client((await stack.createAccount()).apiKey).templates.list({ limit: 100 })).data;
    quickest = templates.reduce((a, b) => (b.duration_seconds < a.duration_seconds ? b : a));
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  /** An account of the test's own (German by default), so no test sees another's videos or credits. */
  async function customer(credits = 0) {
    const account = await stack.createAccount('Video shop', 'de');
    const rs = stack.client(account.apiKey);
    if (credits > 0) await stack.grantCredits(account.id, credits, 'e2e');
    const balance = async () => (await rs.balance.retrieve()).credits;
    const product = async (image = '/mug.png') =>
      (
        await rs.products.create({
          name: 'Tasse „Müller“ — 陶器 — كوب',
          description: 'Steingut, 350 ml: 100% spülmaschinenfest \\ %{localtime} "quoted"',
          image_url: `${images.baseUrl}${image}`,
        })
      ).id;
    const start = async (template: Template, productId: string) =>
      (await rs.videos.create({ template_id: template.id, product_id: productId })).id;
    return { rs, balance, product, start, settled: (id: string) => waitForVideo(rs, id) };
  }

  it('offers the three built-in formats', () => {
    expect(templates.map((t) => `${t.width}x${t.height}`).sort()).toEqual(['1080x1080', '1080x1920', '1920x1080']);
  });

  it('renders every built-in template into a real MP4 and thumbnail, charging its credits once', async () => {
    const { rs, balance, product, settled } = await customer(templates.reduce((sum, t) => sum + t.credits, 0));
    const productId = await product();

    const started = [];
    for (const template of templates) {
      const video = await rs.videos.create({
        template_id: template.id,
        product_id: productId,
        user_prompt: { headline: 'Nur heute: 20 % günstiger', price: '19,90 €', voiceover: true },
      });
      expect(video).toMatchObject({ status: 'queued', progress: 0, video_url: null, credits_used: 0 });
      started.push({ template, id: video.id });
    }

    for (const { template, id } of started) {
      const video = await settled(id);
      expect(video).toMatchObject({ status: 'completed', progress: 100, credits_used: template.credits, error: null });
      expect(video.completed_at).not.toBeNull();

      // Files are named by the id plus 128 random bits: the id alone finds nothing.
      expect(video.video_url).toBe(
        `${stack.rootUrl}/v1/files/videos/${id}_${/[0-9a-f]{32}/.exec(video.video_url!)![0]}.mp4`,
      );
      expect((await fetch(`${stack.rootUrl}/v1/files/videos/${id}.mp4`)).status).toBe(404);
      expect((await fetch(`${stack.rootUrl}/v1/files/thumbnails/${id}.jpg`)).status).toBe(404);

      const mp4 = join(workDir, `${id}.mp4`);
      const download = await fetch(video.video_url!);
      expect(download.headers.get('content-type')).toBe('video/mp4');
      await writeFile(mp4, Buffer.from(await download.arrayBuffer()));
      const info = await probeMedia(mp4);
      const picture = info.streams.find((stream) => stream.codec_type === 'video')!;
      expect(picture).toMatchObject({
        codec_name: 'h264',
        pix_fmt: 'yuv420p',
        width: template.width,
        height: template.height,
      });
      expect(picture.r_frame_rate).toBe(`${template.fps}/1`);
      expect(Number(picture.nb_frames)).toBe(template.fps * template.duration_seconds);
      expect(info.streams.find((stream) => stream.codec_type === 'audio')?.codec_name).toBe('aac');
      const boxes = await mp4TopLevelBoxes(mp4);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));

      // Players ask for byte ranges.
      const partial = await fetch(video.video_url!, { headers: { range: 'bytes=0-99' } });
      expect(partial.status).toBe(206);
      expect(partial.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
      expect((await partial.arrayBuffer()).byteLength).toBe(100);

      const thumbnail = join(workDir, `${id}.jpg`);
      await writeFile(thumbnail, Buffer.from(await (await fetch(video.thumbnail_url!)).arrayBuffer()));
      const still = (await probeMedia(thumbnail)).streams[0]!;
      expect(still.codec_name).toBe('mjpeg');
      expect(still.width! / still.height!).toBeCloseTo(template.width / template.height, 2);
    }
    expect(await balance()).toBe(0);
  });

  it('gives a video with a voice-over a WebVTT captions_url, and one without captions_url null', async () => {
    const template = quickest;
    const { rs, product, settled } = await customer(2 * template.credits);
    const productId = await product();
    const create = async (userPrompt: Record<string, unknown>) =>
      (await rs.videos.create({ template_id: template.id, product_id: productId, user_prompt: userPrompt })).id;
    const speaking = await create({ price: '19,90 €', voiceover: true, captions: true });
    const silent = await create({ price: '19,90 €' });

    const video = await settled(speaking);
    expect(video.status).toBe('completed');
    const token = /_([0-9a-f]{32})\.mp4$/.exec(video.video_url!)![1];
    expect(video.captions_url).toBe(`${stack.rootUrl}/v1/files/captions/${speaking}_${token}.vtt`);
    const captions = await fetch(video.captions_url!);
    expect(captions.status).toBe(200);
    expect(captions.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    const vtt = await captions.text();
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    // Cues: an optional id line, "start --> end", then the text, separated by blank lines.
    const seconds = (stamp: string) => stamp.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    const cues = vtt
      .slice('WEBVTT\n\n'.length)
      .trimEnd()
      .split('\n\n')
      .map((block) => {
        const lines = block.split('\n');
        const timing = lines.findIndex((line) => line.includes(' --> '));
        const [start, end] = lines[timing]!.split(' --> ').map(seconds) as [number, number];
        return { start, end, text: lines.slice(timing + 1).join('\n') };
      });
    expect(cues.length).toBeGreaterThanOrEqual(2);
    expect(cues.map((cue) => cue.text)).toContain('Jetzt kaufen');
    cues.forEach((cue, i) => {
      expect(cue.end).toBeGreaterThan(cue.start);
      expect(cue.start).toBeGreaterThanOrEqual(i > 0 ? cues[i - 1]!.end : 0);
      expect(cue.end).toBeLessThanOrEqual(video.duration_seconds);
    });
    expect((await fetch(`${stack.rootUrl}/v1/files/captions/${speaking}.vtt`)).status).toBe(404);

    expect(await settled(silent)).toMatchObject({ status: 'completed', captions_url: null });
  });

  it('fails a video whose image is not a picture, and refunds its credits', async () => {
    const template = templates[0]!;
    const { rs, product, start, settled } = await customer(template.credits);
    const video = await settled(await start(template, await product('/not-an-image.png')));
    expect(video).toMatchObject({
      status: 'failed',
      credits_used: 0,
      video_url: null,
      error: { code: 'image_invalid' },
    });
    await waitForBalance(rs, template.credits, { description: 'the refund' });
    const transactions = (await rs.balance.transactions.list()).data;
    expect(transactions.slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'refund', amount: template.credits }),
      expect.objectContaining({ type: 'usage', amount: -template.credits }),
    ]);
  });

  it('fails a video whose image cannot be downloaded with image_unreachable', async () => {
    const template = templates[0]!;
    const { product, start, settled } = await customer(template.credits);
    expect((await settled(await start(template, await product('/missing.png')))).error?.code).toBe('image_unreachable');
  });

  it('answers 402 when the balance cannot cover the template, and starts nothing', async () => {
    const { rs, product } = await customer(0);
    await expect(
      rs.videos.create({ template_id: templates[0]!.id, product_id: await product() }),
    ).rejects.toMatchObject({ status: 402, type: 'insufficient_credits' });
    expect((await rs.videos.list()).data).toEqual([]);
  });

  it('answers 402 when the balance covers the template but not its outputs, naming the whole price', async () => {
    const template = templates[0]!;
    const { rs, product, balance } = await customer(template.credits + 2);
    // Reels 2 and GIF 1 on top of the template's credits.
    await expect(
      rs.videos.create({
        template_id: template.id,
        product_id: await product(),
        outputs: [{ profile: 'reels' }, { format: 'gif' }],
      }),
    ).rejects.toMatchObject({
      status: 402,
      message: `This video costs ${template.credits + 3} credits and the balance is ${template.credits + 2}. Top up to continue.`,
    });
    expect((await rs.videos.list()).data).toEqual([]);
    expect(await balance()).toBe(template.credits + 2);
  });

  it.each([
    [{ product_id: 'prod_x' }, 400, 'template_id'],
    [{ template_id: 'tmpl_01NOSUCHTEMPLATE000000000', product_id: 'prod_x' }, 404, 'template_id'],
    [{ template_id: 'TEMPLATE', product_id: 'prod_01NOSUCHPRODUCT0000000000' }, 404, 'product_id'],
    [{ template_id: 'TEMPLATE', product_id: 'PRODUCT', user_prompt: { nope: 1 } }, 400, 'user_prompt.nope'],
    [{ template_id: 'TEMPLATE', product_id: 'PRODUCT', user_prompt: { headline: 5 } }, 400, 'user_prompt.headline'],
    [
      { template_id: 'TEMPLATE', product_id: 'PRODUCT', user_prompt: { brand_color: 'red' } },
      400,
      'user_prompt.brand_color',
    ],
    [{ template_id: 'TEMPLATE', product_id: 'PRODUCT', user_prompt: { captions: true } }, 400, 'user_prompt.captions'],
    [{ template_id: 'TEMPLATE', product_id: 'PRODUCT', language: 'xx' }, 400, 'language'],
    [{ template_id: 'TEMPLATE', product_id: 'PRODUCT', webhook_url: 'ftp://x' }, 400, 'webhook_url'],
    [
      { template_id: 'TEMPLATE', product_id: 'PRODUCT', outputs: [{ format: 'gif' }, { format: 'gif' }] },
      400,
      'outputs.1.format',
    ],
    [
      { template_id: 'TEMPLATE', product_id: 'PRODUCT', outputs: [{ profile: 'reels', format: 'hls' }] },
      400,
      'outputs.0.format',
    ],
    [{ template_id: 'TEMPLATE', product_id: 'PRODUCT', outputs: [{ profile: 'snapchat' }] }, 400, 'outputs.0.profile'],
  ])('refuses %j with %i naming %s', async (body, status, param) => {
    const { rs, product, balance } = await customer(100);
    const resolved = JSON.parse(
      JSON.stringify(body)
        .replace('TEMPLATE', templates[0]!.id)
        .replace('PRODUCT', await product()),
    ) as unknown;
    await expect(rs.videos.create(unchecked(resolved))).rejects.toMatchObject({ status, param });
    expect((await rs.videos.list({ limit: 100 })).data).toEqual([]);
    expect(await balance()).toBe(100);
  });

  it('lists videos newest first and filters them by status and product', async () => {
    const template = quickest;
    const { rs, product, start, settled } = await customer(2 * template.credits);
    const unreachable = await product('/missing.png');
    const rendered = await product();
    const failedId = await start(template, unreachable);
    const completedId = await start(template, rendered);
    expect((await settled(failedId)).status).toBe('failed');
    expect((await settled(completedId)).status).toBe('completed');

    const ids = async (params: VideoListParams) => (await rs.videos.list(params)).data.map((video) => video.id);
    expect(await ids({ limit: 100 })).toEqual([completedId, failedId]);
    expect(await ids({ status: 'failed' })).toEqual([failedId]);
    expect(await ids({ status: 'completed' })).toEqual([completedId]);
    expect(await ids({ product_id: rendered })).toEqual([completedId]);
    await expect(rs.videos.list(unchecked({ status: 'done' }))).rejects.toMatchObject({ param: 'status' });
  });
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Reelsmith } from '@reelsmith/sdk';
import {
  TestFileServer,
  loudnessOf,
  sharedStack,
  testPicture,
  unchecked,
  waitForVideo,
  type TestStack,
  refusalOf,
} from '@reelsmith/testing';

describe('voices through the gateway', () => {
  let stack: TestStack;
  let images: TestFileServer;
  let workDir: string;
  let rs: Reelsmith;
  let productId: string;
  let templateId: string;

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'reelsmith-voices-e2e-'));
    images = await TestFileServer.start({ '/jar.png': { body: testPicture(800, 800), contentType: 'image/png' } });
    stack = sharedStack();
    const account = await stack.createAccount('Voice shop', 'en');
    await stack.grantCredits(account.id, 100, 'e2e');
    rs = stack.client(account.apiKey);
    productId = (await rs.products.create({ name: 'Honey jar', image_url: `${images.baseUrl}/jar.png` })).id;
    const templates = (await rs.templates.list({ limit: 100 })).data;
    templateId = templates.reduce((a, b) => (b.duration_seconds < a.duration_seconds ? b : a)).id;
  });

  afterAll(async () => {
    await stack?.dispose();
    await images?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it("lists the render fleet's voices, a language's alone when asked", async () => {
    const english = await rs.voices.list({ language: 'en' });
    expect(english.map((voice) => [voice.id, voice.engine])).toEqual([
      ['espeak-en', 'espeak'],
      ['festival-en-us-slt', 'festival'],
    ]);
    expect(english[1]).toEqual({
      id: 'festival-en-us-slt',
      language: 'en',
      name: expect.any(String),
      engine: 'festival',
      gender: 'female',
      sample_rate: 32_000,
      quality: 'good',
    });
    const all = await rs.voices.list();
    expect(all.filter((voice) => voice.engine === 'espeak')).toHaveLength(33);
    expect(await refusalOf(rs.voices.list(unchecked({ language: 'xx' })))).toMatchObject({
      status: 400,
      param: 'language',
    });
  });

  it('plays a sample of a voice at the loudness of a video, and knows no other voice', async () => {
    const wav = await rs.voices.sample('festival-en-us-slt');
    expect(Buffer.from(wav.subarray(0, 4)).toString('latin1')).toBe('RIFF');
    const path = join(workDir, 'sample.wav');
    await writeFile(path, wav);
    const { integratedLufs, truePeakDbtp } = loudnessOf(path);
    expect(Math.abs(integratedLufs + 14)).toBeLessThanOrEqual(1);
    expect(truePeakDbtp).toBeLessThanOrEqual(-1);
    expect(await refusalOf(rs.voices.sample('neural-nobody'))).toEqual({
      status: 404,
      code: 'resource_missing',
      param: 'id',
    });
    expect(await refusalOf(rs.voices.sample('../../etc'))).toMatchObject({ status: 404 });
  });

  it("refuses a voice the fleet does not have, or of another language, with param 'voice', making nothing", async () => {
    const base = { template_id: templateId, product_id: productId };
    for (const [language, voice] of [
      ['de', 'festival-en-us-slt'],
      ['en', 'espeak-de'],
      ['en', 'neural-nobody'],
    ] as const) {
      expect(await refusalOf(rs.videos.create({ ...base, language, voice }))).toEqual({
        status: 400,
        code: 'parameter_invalid',
        param: 'voice',
      });
    }
    expect(await refusalOf(rs.videos.create({ ...base, voice: '' }))).toMatchObject({ status: 400, param: 'voice' });
    expect((await rs.videos.list()).data).toEqual([]);
  });

  it('renders a video with the Festival voice at −14 LUFS, ≤ −1 dBTP, and names the voice on the record', async () => {
    const created = await rs.videos.create({
      template_id: templateId,
      product_id: productId,
      language: 'en',
      voice: 'festival-en-us-slt',
      user_prompt: { voiceover: true },
    });
    expect(created.voice).toBe('festival-en-us-slt');
    const video = await waitForVideo(rs, created.id);
    expect(video).toMatchObject({ status: 'completed', voice: 'festival-en-us-slt' });
    const path = join(workDir, 'festival.mp4');
    await writeFile(path, Buffer.from(await (await fetch(video.video_url!)).arrayBuffer()));
    const { integratedLufs, truePeakDbtp } = loudnessOf(path);
    expect(Math.abs(integratedLufs + 14)).toBeLessThanOrEqual(1);
    expect(truePeakDbtp).toBeLessThanOrEqual(-1);
    const captions = await (await fetch(video.captions_url!)).text();
    expect(captions).toContain('Honey jar');
  });

  it('speaks with espeak-ng when a video names no voice, as before', async () => {
    const created = await rs.videos.create({ template_id: templateId, product_id: productId, language: 'en' });
    expect(created.voice).toBe('espeak-en');
    await rs.videos.cancel(created.id);
  });
});

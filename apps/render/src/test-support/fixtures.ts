import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';

/** A fresh temporary folder and a function that removes it. */
export async function temporaryDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'reelsmith-test-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Whether a file is there. */
export const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/** A small product-like picture (a few KB), drawn at test time instead of a binary fixture. */
export async function writeTestProductImage(path: string, format: 'png' | 'jpeg' | 'webp' = 'png'): Promise<string> {
  const canvas = createCanvas(400, 300);
  const ctx = canvas.getContext('2d');
  const backdrop = ctx.createLinearGradient(0, 0, 0, 300);
  backdrop.addColorStop(0, '#F1E4D8');
  backdrop.addColorStop(1, '#D9BBA3');
  ctx.fillStyle = backdrop;
  ctx.fillRect(0, 0, 400, 300);
  ctx.fillStyle = '#B8601F';
  ctx.beginPath();
  ctx.roundRect(160, 90, 80, 170, 16);
  ctx.fill();
  ctx.fillStyle = '#222228';
  ctx.fillRect(178, 50, 44, 44);
  const data = format === 'png' ? await canvas.encode('png') : await canvas.encode(format, 85);
  await writeFile(path, data);
  return path;
}

// Draws a studio-style product photo (a glass serum bottle) with canvas, so benchmarks and
// stills need no binary fixture. Deterministic: same picture on every run.
import { writeFile } from 'node:fs/promises';
import { createCanvas } from '@napi-rs/canvas';

/** The product the drawn photo shows, as a shop would describe it. */
export const DEMO_PRODUCT = {
  name: 'Aurum Radiance Serum',
  description:
    'A lightweight vitamin C serum that brightens dull skin in two weeks. Cold-pressed botanicals, no fragrance, made in small batches.',
  price: { amount: 4900, currency: 'usd' },
};

export async function writeDemoProductImage(path, size = 1600) {
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const u = size / 100;

  // Backdrop: warm sweep with a soft spotlight behind the bottle.
  const sweep = ctx.createLinearGradient(0, 0, 0, size);
  sweep.addColorStop(0, '#F3E6DA');
  sweep.addColorStop(0.62, '#E9D3C1');
  sweep.addColorStop(1, '#D9BBA3');
  ctx.fillStyle = sweep;
  ctx.fillRect(0, 0, size, size);
  const spot = ctx.createRadialGradient(50 * u, 42 * u, 2 * u, 50 * u, 42 * u, 48 * u);
  spot.addColorStop(0, 'rgba(255,255,255,0.75)');
  spot.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = spot;
  ctx.fillRect(0, 0, size, size);

  // Floor shadow.
  ctx.fillStyle = 'rgba(90,50,30,0.28)';
  ctx.beginPath();
  ctx.ellipse(50 * u, 86 * u, 22 * u, 3.2 * u, 0, 0, Math.PI * 2);
  ctx.filter = `blur(${1.2 * u}px)`;
  ctx.fill();
  ctx.filter = 'none';

  // Glass body: amber gradient with a rounded shoulder.
  traceBottle(ctx, 32 * u, 34 * u, 36 * u, 52 * u, 6 * u);
  const glass = ctx.createLinearGradient(32 * u, 0, 68 * u, 0);
  glass.addColorStop(0, '#7A3B12');
  glass.addColorStop(0.18, '#C8702A');
  glass.addColorStop(0.45, '#E59A4B');
  glass.addColorStop(0.8, '#A4521A');
  glass.addColorStop(1, '#5E2A0B');
  ctx.fillStyle = glass;
  ctx.fill();

  // Label.
  const label = ctx.createLinearGradient(34 * u, 0, 66 * u, 0);
  label.addColorStop(0, '#EDE6DC');
  label.addColorStop(0.5, '#FFFFFF');
  label.addColorStop(1, '#E2D9CC');
  ctx.fillStyle = label;
  ctx.fillRect(34 * u, 52 * u, 32 * u, 22 * u);
  ctx.fillStyle = '#3A2416';
  ctx.textAlign = 'center';
  ctx.font = `bold ${4.6 * u}px "DejaVu Serif", serif`;
  ctx.fillText('AURUM', 50 * u, 61 * u);
  ctx.font = `${1.7 * u}px "DejaVu Sans", sans-serif`;
  ctx.fillText('RADIANCE SERUM · 30 ml', 50 * u, 66.5 * u);
  ctx.fillRect(44 * u, 69 * u, 12 * u, 0.3 * u);

  // Neck and dropper cap.
  ctx.fillStyle = '#6B3511';
  ctx.fillRect(44 * u, 29 * u, 12 * u, 6 * u);
  const cap = ctx.createLinearGradient(42 * u, 0, 58 * u, 0);
  cap.addColorStop(0, '#1B1B1F');
  cap.addColorStop(0.4, '#55555E');
  cap.addColorStop(1, '#121215');
  ctx.fillStyle = cap;
  ctx.beginPath();
  ctx.roundRect(42 * u, 14 * u, 16 * u, 16 * u, 2 * u);
  ctx.fill();
  ctx.fillStyle = '#C9A86A';
  ctx.fillRect(42 * u, 27 * u, 16 * u, 2.2 * u);

  // Highlights on the glass.
  ctx.fillStyle = 'rgba(255,255,255,0.35)';
  ctx.beginPath();
  ctx.roundRect(36 * u, 38 * u, 2.4 * u, 42 * u, 1.2 * u);
  ctx.fill();
  ctx.fillStyle = 'rgba(255,255,255,0.15)';
  ctx.beginPath();
  ctx.roundRect(62 * u, 40 * u, 1.4 * u, 36 * u, 0.7 * u);
  ctx.fill();

  await writeFile(path, await canvas.encode('jpeg', 90));
}

// A bottle outline: rounded body with a shoulder that narrows to the neck.
function traceBottle(c, x, y, w, h, r) {
  c.beginPath();
  c.moveTo(x + w * 0.33, y);
  c.lineTo(x + w * 0.67, y);
  c.quadraticCurveTo(x + w, y + 0.02 * h, x + w, y + 0.18 * h);
  c.lineTo(x + w, y + h - r);
  c.quadraticCurveTo(x + w, y + h, x + w - r, y + h);
  c.lineTo(x + r, y + h);
  c.quadraticCurveTo(x, y + h, x, y + h - r);
  c.lineTo(x, y + 0.18 * h);
  c.quadraticCurveTo(x, y + 0.02 * h, x + w * 0.33, y);
  c.closePath();
}

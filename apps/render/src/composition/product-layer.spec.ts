import { createCanvas, loadImage } from '@napi-rs/canvas';
import { drawProductPicture } from './product-layer.js';

describe(drawProductPicture.name, () => {
  // Found by the template fuzz test: a box 6e-77 px wide is valid, and a canvas of no pixels
  // made the drawing throw, failing a render that validation had accepted.
  it('draws a box thinner than a pixel as one pixel', async () => {
    const photo = await loadImage(await createCanvas(40, 30).encode('png'));
    const spec = {
      box: { x: 0, y: 0, width: 6e-77, height: 120 },
      fit: 'cover' as const,
      backdrop: '#FFFFFF',
      zoom: { from: 1, to: 1.1 },
    };
    const picture = drawProductPicture(photo, spec, '#FFFFFF');
    expect([picture.width, picture.height]).toEqual([1, 132]);
  });
});

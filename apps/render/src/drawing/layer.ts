import type { Canvas } from '@napi-rs/canvas';

/**
 * A picture as raw, straight-alpha RGBA. Handed to ffmpeg as `rawvideo`: a PNG would cost
 * ~0.1 s to encode per full frame in canvas and again to decode in ffmpeg.
 */
export interface RgbaPicture {
  data: Buffer;
  width: number;
  height: number;
}

/** A picture drawn once per video and placed at (x, y) of the frame by ffmpeg. */
export interface Layer {
  picture: RgbaPicture;
  x: number;
  y: number;
}

export function rgbaPicture(canvas: Canvas): RgbaPicture {
  const { width, height } = canvas;
  // getImageData un-premultiplies, as ffmpeg's rgba expects.
  const { data } = canvas.getContext('2d').getImageData(0, 0, width, height);
  return { data: Buffer.from(data.buffer, data.byteOffset, data.byteLength), width, height };
}

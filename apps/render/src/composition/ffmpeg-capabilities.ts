import { runProcess } from '@reelsmith/media';

/** What the engine asks of ffmpeg: its encoders and every filter the graph builder writes. */
export const REQUIRED_ENCODERS = ['libx264', 'aac', 'mjpeg'] as const;
export const REQUIRED_FILTERS = [
  'format',
  'loop',
  'settb',
  'setpts',
  'zoompan',
  'overlay',
  'fade',
  'null',
  'split',
  'trim',
  'xfade',
  'extractplanes',
  'mergeplanes',
  'concat',
  'scale',
  'adelay',
  'apad',
  'atrim',
  'afade',
] as const;

export class FfmpegCapabilityError extends Error {
  constructor(readonly missing: string[]) {
    super(
      `ffmpeg lacks what the render engine needs: ${missing.join(', ')}. ` +
        `Install Debian's ffmpeg package (apt-get install -y ffmpeg), which has them all.`,
    );
    this.name = 'FfmpegCapabilityError';
  }
}

// " V....D libx264   libx264 H.264 / AVC ..." — capability flags, then the name.
const ENCODER_LINE = /^\s*[VAS][A-Z.]{5}\s+(\S+)/;
// " TSC overlay   VV->V   Overlay a video ..." — timeline/slice/command flags, name, pads.
const FILTER_LINE = /^\s*[T.][S.][C.]\s+(\S+)\s+\S+->\S+/;

function namesIn(listing: string, line: RegExp): Set<string> {
  return new Set(listing.split('\n').flatMap((text) => line.exec(text)?.[1] ?? []));
}

/**
 * Throws FfmpegCapabilityError naming every missing encoder and filter; run it at boot. Each
 * listing has `timeoutMs`: an ffmpeg that does not answer is one that cannot be run.
 */
export async function checkFfmpegCapabilities(ffmpegPath = 'ffmpeg', timeoutMs = 30_000): Promise<void> {
  let encoders: string;
  let filters: string;
  try {
    encoders = (await runProcess(ffmpegPath, ['-hide_banner', '-encoders'], { timeoutMs })).stdout;
    filters = (await runProcess(ffmpegPath, ['-hide_banner', '-filters'], { timeoutMs })).stdout;
  } catch (error) {
    throw new Error(`Cannot run ffmpeg at "${ffmpegPath}": ${(error as Error).message}`, { cause: error });
  }
  const haveEncoders = namesIn(encoders, ENCODER_LINE);
  const haveFilters = namesIn(filters, FILTER_LINE);
  const missing = [
    ...REQUIRED_ENCODERS.filter((name) => !haveEncoders.has(name)).map((name) => `encoder ${name}`),
    ...REQUIRED_FILTERS.filter((name) => !haveFilters.has(name)).map((name) => `filter ${name}`),
  ];
  if (missing.length > 0) throw new FfmpegCapabilityError(missing);
}

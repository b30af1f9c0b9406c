/**
 * The music's gain over the video, lowered while the voice speaks: the speech windows are
 * measured (they time the captions), so the envelope is computed, not guessed by a compressor
 * listening to the voice. Down by `depthDb` from `attackSeconds` before a window to its end, back
 * up over `releaseSeconds` after it; windows closer than a release and an attack stay down
 * between them, so the music does not pump between two phrases of a sentence.
 */
export interface DuckingOptions {
  sampleRate: number;
  seconds: number;
  depthDb: number;
  attackSeconds: number;
  releaseSeconds: number;
}

export interface SpeechWindow {
  startSeconds: number;
  endSeconds: number;
}

/** 12 dB under speech (the contract asks at least 9), down over 0.15 s, back over 0.45 s (within 0.6). */
export const DUCKING = { depthDb: 12, attackSeconds: 0.15, releaseSeconds: 0.45 } as const;

// Math's functions read once: inside jest's vm context every lookup of a global in a
// per-sample loop costs far more than the arithmetic around it.
const { max, min } = Math;

/** One gain a frame (linear amplitude): 1 away from speech, 10^(−depth/20) under it. */
export function duckingGains(windows: readonly SpeechWindow[], options: DuckingOptions): Float32Array {
  const { sampleRate } = options;
  const frames = Math.round(options.seconds * sampleRate);
  const ducked = 10 ** (-options.depthDb / 20);
  // How far down each frame is, 0 (full) to 1 (ducked), as the largest of the windows' pulls.
  const down = new Float32Array(frames);
  for (const window of bridged(windows, options.attackSeconds + options.releaseSeconds)) {
    const start = Math.round(window.startSeconds * sampleRate);
    const end = Math.round(window.endSeconds * sampleRate);
    const attack = max(1, Math.round(options.attackSeconds * sampleRate));
    const release = max(1, Math.round(options.releaseSeconds * sampleRate));
    for (let frame = max(0, start - attack); frame < min(frames, end + release); frame++) {
      const pull = frame < start ? 1 - (start - frame) / attack : frame <= end ? 1 : 1 - (frame - end) / release;
      if (pull > down[frame]!) down[frame] = pull;
    }
  }
  const gains = new Float32Array(frames);
  for (let frame = 0; frame < frames; frame++) gains[frame] = 1 - down[frame]! * (1 - ducked);
  return gains;
}

/** The windows in time order, those less than `gap` apart joined into one. */
function bridged(windows: readonly SpeechWindow[], gap: number): SpeechWindow[] {
  const joined: SpeechWindow[] = [];
  for (const window of [...windows].sort((a, b) => a.startSeconds - b.startSeconds)) {
    const last = joined.at(-1);
    if (last && window.startSeconds - last.endSeconds < gap) last.endSeconds = max(last.endSeconds, window.endSeconds);
    else joined.push({ ...window });
  }
  return joined;
}

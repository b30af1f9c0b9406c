/**
 * A music track made the video's background: looped when shorter, cut when longer, faded in
 * and out, at its volume. Interleaved float samples in, the same out, `seconds` long: `music`
 * itself, scaled in place, when it is that long already (a fresh copy costs page faults).
 */
export interface MusicBedOptions {
  sampleRate: number;
  channels: number;
  /** The video's length. */
  seconds: number;
  /** −30…0 dB. */
  volumeDb: number;
  fadeInSeconds: number;
  fadeOutSeconds: number;
}

// Math's functions read once: inside jest's vm context every lookup of a global in a
// per-sample loop costs far more than the arithmetic around it.
const { min } = Math;

export function musicBed(music: Float32Array, options: MusicBedOptions): Float32Array {
  const { sampleRate, channels } = options;
  const frames = Math.round(options.seconds * sampleRate);
  const track = music.subarray(0, Math.floor(music.length / channels) * channels);
  let bed = track.subarray(0, frames * channels);
  if (bed.length < frames * channels) {
    bed = new Float32Array(frames * channels);
    if (track.length === 0) return bed;
    // The track copied end to end: a loop's seam is left to the track.
    for (let at = 0; at < bed.length; at += track.length) bed.set(track.subarray(0, bed.length - at), at);
  }
  const gain = 10 ** (options.volumeDb / 20);
  const fadeIn = Math.round(options.fadeInSeconds * sampleRate);
  const fadeOut = Math.round(options.fadeOutSeconds * sampleRate);
  for (let frame = 0; frame < frames; frame++) {
    // Linear ramps in amplitude at both ends of the video.
    const ramp = min(1, fadeIn > 0 ? frame / fadeIn : 1, fadeOut > 0 ? (frames - frame) / fadeOut : 1);
    for (let c = 0, i = frame * channels; c < channels; c++, i++) bed[i] = bed[i]! * gain * ramp;
  }
  return bed;
}

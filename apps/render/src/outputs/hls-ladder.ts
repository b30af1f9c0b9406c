import { readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const HLS_RUNG_NAMES = ['360p', '720p', '1080p'] as const;
export type HlsRungName = (typeof HLS_RUNG_NAMES)[number];

/** One rendition of the ladder: its short side is its name's number, its aspect the video's. */
export interface HlsRung {
  name: HlsRungName;
  width: number;
  height: number;
}

/** Segments of about this many seconds: every H.264 rung has a keyframe at each multiple of it. */
export const HLS_SEGMENT_SECONDS = 2;

/** x264's keyframes forced at every segment boundary, so all rungs cut at the same instants. */
export const SEGMENT_KEYFRAME_ARGS = ['-force_key_frames', `expr:gte(t,n_forced*${HLS_SEGMENT_SECONDS})`];

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/** The ladder for a video of this size: short sides 360, 720 and 1080, the long side in proportion (even). */
export function hlsLadder(width: number, height: number): HlsRung[] {
  const short = Math.min(width, height);
  return HLS_RUNG_NAMES.map((name) => {
    const side = Number.parseInt(name, 10);
    const long = even((Math.max(width, height) * side) / short);
    return width <= height ? { name, width: side, height: long } : { name, width: long, height: side };
  });
}

/** Names beside the master playlist `<stem>.m3u8`: `<stem>_<rung>.m3u8` and `<stem>_<rung>_<n>.ts`. */
export const rungPlaylistName = (stem: string, rung: HlsRungName) => `${stem}_${rung}.m3u8`;
export const masterPlaylistName = (stem: string) => `${stem}.m3u8`;

/**
 * ffmpeg's output arguments that write one rung as a VOD playlist and its MPEG-TS segments in
 * `dir`; the playlist names its segments relative to itself.
 */
export function hlsMuxerArgs(dir: string, stem: string, rung: HlsRungName): string[] {
  // prettier-ignore
  return [
    '-f', 'hls', '-hls_time', String(HLS_SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
    '-hls_flags', 'independent_segments',
    '-hls_segment_filename', join(dir, `${stem}_${rung}_%d.ts`),
    join(dir, rungPlaylistName(stem, rung)),
  ];
}

/** A rung's playlist as written: its segments (paths beside it) and their durations. */
export async function readRungPlaylist(path: string): Promise<{ segments: { path: string; seconds: number }[] }> {
  const lines = (await readFile(path, 'utf8')).split('\n').map((line) => line.trim());
  const segments: { path: string; seconds: number }[] = [];
  let seconds = NaN;
  for (const line of lines) {
    if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#')) segments.push({ path: join(dirname(path), line), seconds });
  }
  return { segments };
}

/** What the master playlist says of a rung, measured on its segments. */
export interface RungStream {
  rung: HlsRung;
  /** The highest segment's bits per second (HLS's BANDWIDTH is a peak). */
  peakBitrate: number;
  averageBitrate: number;
  /** RFC 6381 codecs, e.g. `avc1.64001f,mp4a.40.2`. */
  codecs: string;
  fps: number;
}

/** The peak and average bits per second of a rung's segments, and every file it is made of. */
export async function measureRung(playlistPath: string): Promise<{ peak: number; average: number; files: string[] }> {
  const { segments } = await readRungPlaylist(playlistPath);
  const sizes = await Promise.all(segments.map(async (segment) => (await stat(segment.path)).size));
  const rates = segments.map((segment, i) => (sizes[i]! * 8) / segment.seconds);
  const seconds = segments.reduce((sum, segment) => sum + segment.seconds, 0);
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  return {
    peak: Math.ceil(Math.max(...rates)),
    average: Math.ceil((bytes * 8) / seconds),
    files: [playlistPath, ...segments.map((segment) => segment.path)],
  };
}

/** The RFC 6381 name of an H.264 High stream at `level` (× 10), with AAC-LC when it has sound. */
export function hlsCodecs(level: number, withAudio: boolean): string {
  const video = `avc1.6400${level.toString(16).padStart(2, '0')}`;
  return withAudio ? `${video},mp4a.40.2` : video;
}

/** The master playlist: one variant per rung, lowest first. */
export function masterPlaylist(stem: string, streams: readonly RungStream[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const { rung, peakBitrate, averageBitrate, codecs, fps } of streams) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${peakBitrate},AVERAGE-BANDWIDTH=${averageBitrate},` +
        `RESOLUTION=${rung.width}x${rung.height},FRAME-RATE=${fps.toFixed(3)},CODECS="${codecs}"`,
      rungPlaylistName(stem, rung.name),
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function writeMasterPlaylist(dir: string, stem: string, streams: readonly RungStream[]): Promise<string> {
  const path = join(dir, masterPlaylistName(stem));
  await writeFile(path, masterPlaylist(stem, streams), 'utf8');
  return path;
}

import { open, type FileHandle } from 'node:fs/promises';

interface Box {
  type: string;
  /** Where the box's payload starts and where the box ends, in the file or buffer it was read from. */
  payload: number;
  end: number;
}

// A moov holds the sample tables: about 10 KB per minute of 30 fps video; far above any we write.
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

/** The top-level boxes of an MP4 file, in file order, read from their headers alone. */
async function topLevelBoxes(file: FileHandle): Promise<Box[]> {
  const { size } = await file.stat();
  const header = Buffer.alloc(16);
  const boxes: Box[] = [];
  let offset = 0;
  while (offset + 8 <= size) {
    await file.read(header, 0, 16, offset);
    const { type, headerSize, boxSize } = boxHeader(header, 0, size - offset);
    boxes.push({ type, payload: offset + headerSize, end: offset + boxSize });
    offset += boxSize;
  }
  return boxes;
}

/** Reads the box header at `at`; `room` is what is left of its container (a size of 0 means all of it). */
function boxHeader(bytes: Buffer, at: number, room: number): { type: string; headerSize: number; boxSize: number } {
  let boxSize = bytes.readUInt32BE(at);
  const type = bytes.toString('latin1', at + 4, at + 8);
  let headerSize = 8;
  if (boxSize === 1) {
    boxSize = Number(bytes.readBigUInt64BE(at + 8));
    headerSize = 16;
  } else if (boxSize === 0) {
    boxSize = room;
  }
  if (boxSize < headerSize || boxSize > room) throw new Error(`corrupt MP4 box "${type}"`);
  return { type, headerSize, boxSize };
}

/** The boxes directly inside bytes[start, end). */
function childBoxes(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    const { type, headerSize, boxSize } = boxHeader(bytes, at, end - at);
    boxes.push({ type, payload: at + headerSize, end: at + boxSize });
    at += boxSize;
  }
  return boxes;
}

function child(bytes: Buffer, parent: Box, type: string): Box | undefined {
  return childBoxes(bytes, parent.payload, parent.end).find((box) => box.type === type);
}

/**
 * The top-level box types of an MP4, in file order. A faststart file reads
 * `ftyp, moov, …, mdat`: a player can start before the whole file has arrived.
 */
export async function mp4TopLevelBoxes(path: string): Promise<string[]> {
  const file = await open(path, 'r');
  try {
    return (await topLevelBoxes(file)).map((box) => box.type);
  } finally {
    await file.close();
  }
}

export interface Mp4VideoTrack {
  width: number;
  height: number;
  /** The track's length in its media time scale (mdhd), in seconds. */
  durationSeconds: number;
}

/** The frame size (tkhd) and length (mdhd) of the first video track, from the header. */
function videoTrackOf(moov: Buffer): Mp4VideoTrack | undefined {
  for (const trak of childBoxes(moov, 0, moov.length).filter((box) => box.type === 'trak')) {
    const mdia = child(moov, trak, 'mdia');
    const hdlr = mdia && child(moov, mdia, 'hdlr');
    if (!hdlr || moov.toString('latin1', hdlr.payload + 8, hdlr.payload + 12) !== 'vide') continue;
    const tkhd = child(moov, trak, 'tkhd');
    const mdhd = child(moov, mdia, 'mdhd');
    if (!tkhd || !mdhd) return undefined;
    // Version 1 boxes carry 64-bit times; the fields after them shift accordingly.
    const sizeAt = tkhd.payload + (moov[tkhd.payload] === 1 ? 88 : 76);
    const long = moov[mdhd.payload] === 1;
    const timescale = moov.readUInt32BE(mdhd.payload + (long ? 20 : 12));
    const duration = long ? Number(moov.readBigUInt64BE(mdhd.payload + 24)) : moov.readUInt32BE(mdhd.payload + 16);
    return {
      // 16.16 fixed point.
      width: moov.readUInt32BE(sizeAt) / 65536,
      height: moov.readUInt32BE(sizeAt + 4) / 65536,
      durationSeconds: timescale > 0 ? duration / timescale : 0,
    };
  }
  return undefined;
}

/**
 * The first video track's frame size and length, read from the MP4's moov box in-process (no
 * ffprobe): what a render reports is measured on the file it wrote. Throws when the file has no
 * readable moov or no video track.
 */
export async function mp4VideoTrack(path: string): Promise<Mp4VideoTrack> {
  const file = await open(path, 'r');
  try {
    const moov = (await topLevelBoxes(file)).find((box) => box.type === 'moov');
    if (!moov || moov.end - moov.payload > MAX_MOOV_BYTES) throw new Error('the MP4 has no readable moov box');
    const bytes = Buffer.alloc(moov.end - moov.payload);
    await file.read(bytes, 0, bytes.length, moov.payload);
    const track = videoTrackOf(bytes);
    if (!track) throw new Error('the MP4 has no video track');
    return track;
  } finally {
    await file.close();
  }
}

import { escapeMarkup } from './markup.js';

/** One caption: a phrase and when it is on screen, in seconds of the video. */
export interface Cue {
  startSeconds: number;
  endSeconds: number;
  text: string;
}

/** A pause shorter than this keeps the caption before it on screen: a box that blinks off and on reads as a glitch. */
export const CAPTION_HOLD_SECONDS = 0.8;

/**
 * The captions of a voice-over that starts `offsetSeconds` into a video of `videoSeconds`: each
 * phrase's measured speech (timed on the voice-over's clock), moved onto the video's, and held
 * through a pause shorter than CAPTION_HOLD_SECONDS up to the next phrase. Speech the video
 * cuts off is cut from the captions too; a phrase that would start after the end is left out.
 */
export function buildCues(phrases: Cue[], offsetSeconds: number, videoSeconds: number): Cue[] {
  const cues = phrases.flatMap((phrase): Cue[] => {
    const startSeconds = phrase.startSeconds + offsetSeconds;
    const endSeconds = Math.min(phrase.endSeconds + offsetSeconds, videoSeconds);
    return endSeconds > startSeconds ? [{ startSeconds, endSeconds, text: phrase.text }] : [];
  });
  return cues.map((cue, i) => {
    const next = cues[i + 1];
    const held = next !== undefined && next.startSeconds - cue.endSeconds < CAPTION_HOLD_SECONDS;
    return held ? { ...cue, endSeconds: next.startSeconds } : cue;
  });
}

/** `hh:mm:ss.ttt`, the long form every WebVTT reader accepts. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/**
 * A cue's text as WebVTT payload: `&`, `<` and `>` as character references (so neither a tag
 * nor `-->` can appear), and on one line, since a blank line would end the cue.
 */
export function escapeCueText(text: string): string {
  return escapeMarkup(text.replace(/\s+/gu, ' ').trim());
}

/** A WebVTT file (UTF-8 text) of the cues, numbered from 1. */
export function formatWebVtt(cues: Cue[]): string {
  const blocks = cues.map(
    (cue, i) =>
      `${i + 1}\n${vttTimestamp(cue.startSeconds)} --> ${vttTimestamp(cue.endSeconds)}\n${escapeCueText(cue.text)}`,
  );
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

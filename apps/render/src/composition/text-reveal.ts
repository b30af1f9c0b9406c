import type { Entrance } from '@reelsmith/templates';
import type { ShownPart } from '../drawing/text-layer.js';
import { wordSegmenter } from '../drawing/text-layout.js';

/**
 * A text revealed word by word: the steps it is drawn in (each one word more than the one
 * before) and when each step appears, timed to the voice when the voice says the text in its
 * scene, else spread evenly over the entrance.
 */
export interface RevealStep extends ShownPart {
  /** The words this step adds, as written: one, or a few when a long text is revealed in groups. */
  added: string[];
  /** Everything shown once this step has appeared. */
  text: string;
}

/** More words than this are revealed a few at a time: a picture each is enough. */
export const MOST_REVEAL_STEPS = 24;

/** How long each step takes to fade in over the one before. */
export const REVEAL_FADE_SECONDS = 0.15;

/** A word spoken at a moment, on its scene's clock. */
export interface SpokenWord {
  word: string;
  at: number;
}

function wordsOf(text: string, locale: string): Array<{ word: string; index: number }> {
  return [...wordSegmenter(locale).segment(text)]
    .filter((segment) => segment.isWordLike)
    .map((segment) => ({ word: segment.segment, index: segment.index }));
}

/**
 * The steps of a placed text's reveal, line by line: each ends after its word and what follows
 * it up to the next word ("Bold," "mug –"), never inside a word (Intl.Segmenter's words, so Thai
 * and Japanese too).
 */
export function revealSteps(lines: readonly string[], locale: string): RevealStep[] {
  const steps: RevealStep[] = [];
  lines.forEach((line, index) => {
    const words = wordsOf(line, locale);
    let added: string[] = [];
    words.forEach(({ word, index: start }, w) => {
      added.push(word);
      // Up to the next word, less the space before it; the line's last word to the line's end.
      const next = words[w + 1]?.index;
      const between = next === undefined ? '' : line.slice(start + word.length, next);
      // Words joined by a hyphen or an apostrophe ("Hand-glazed") come together; words written
      // without spaces (Thai, Japanese) come one by one.
      if (between !== '' && !/\s/u.test(between)) return;
      const end = next === undefined ? line.length : start + word.length + between.trimEnd().length;
      const text = [...lines.slice(0, index), line.slice(0, end)].join(' ');
      steps.push({ line: index, end, added, text });
      added = [];
    });
  });
  if (steps.length <= MOST_REVEAL_STEPS) return steps;
  // Groups of neighbouring words, each step showing through the last word of its group.
  return Array.from({ length: MOST_REVEAL_STEPS }, (_, i) => {
    const from = Math.ceil((i * steps.length) / MOST_REVEAL_STEPS);
    const to = Math.ceil(((i + 1) * steps.length) / MOST_REVEAL_STEPS);
    return { ...steps[to - 1]!, added: steps.slice(from, to).flatMap((step) => step.added) };
  });
}

/**
 * The spoken words of the voice's phrases, each at the moment its share of the phrase's
 * letters begins (espeak-ng times phrases, not words).
 */
export function spokenWords(
  phrases: ReadonlyArray<{ text: string; startSeconds: number; endSeconds: number }>,
  locale: string,
  sceneStartSeconds: number,
): SpokenWord[] {
  return phrases.flatMap((phrase) => {
    const length = Math.max(1, phrase.text.length);
    const seconds = phrase.endSeconds - phrase.startSeconds;
    return wordsOf(phrase.text, locale).map(({ word, index }) => ({
      word,
      at: phrase.startSeconds + (seconds * index) / length - sceneStartSeconds,
    }));
  });
}

/**
 * When each step appears, in seconds from its scene's start: as the voice says its first word
 * when the voice says the text's words in order while the scene is on screen (`sceneSeconds`),
 * else evenly over the entrance.
 */
export function revealTimes(
  steps: readonly RevealStep[],
  enter: Entrance,
  spoken: readonly SpokenWord[],
  locale: string,
  sceneSeconds: number,
): number[] {
  const fold = (word: string) => word.toLocaleLowerCase(locale);
  const said = spoken.filter((word) => word.at >= 0 && word.at < sceneSeconds);
  const words = steps.flatMap((step) => step.added).map(fold);
  const firstWords = steps.map((_, i) => steps.slice(0, i).reduce((count, step) => count + step.added.length, 0));
  for (let start = 0; words.length > 0 && start + words.length <= said.length; start++) {
    if (words.every((word, i) => fold(said[start + i]!.word) === word))
      return firstWords.map((first) => said[start + first]!.at);
  }
  return steps.map((_, i) => enter.at + (enter.duration * i) / steps.length);
}

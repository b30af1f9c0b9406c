import {
  fillPlaceholders,
  scriptLines,
  type Language,
  type TemplateDefinition,
  type Timeline,
} from '@reelsmith/templates';
import type { Voice, VideoWarning } from '@reelsmith/contracts';
import { showsStartOf } from '../drawing/text-shortening.js';
import type { VoicePlan } from './voice-plan.js';
import type { ScriptLine } from './voice-script.js';

/** A line of the template's script, filled in, and the template element it came from. */
export interface TemplateScriptLine extends ScriptLine {
  /** `voiceover[i]`: where the line is in the template. */
  element: string;
}

/**
 * The seconds each scene is the one on screen: from the middle of the transition that brings it
 * in to the middle of the one that takes it away; and each scene's first second.
 */
function sceneTimes(timeline: Timeline, fps: number) {
  let start = 0;
  return timeline.sceneFrames.map((frames, i) => {
    const half = timeline.transitionFrames / 2;
    const last = i === timeline.sceneFrames.length - 1;
    const times = {
      start: start / fps,
      from: (start + (i > 0 ? half : 0)) / fps,
      to: (start + frames - (last ? 0 : half)) / fps,
    };
    start += frames - timeline.transitionFrames;
    return times;
  });
}

/** The priority of a line that is dropped before any other. */
const DROPPED_FIRST = 5;

/** What the script depends on besides the template: burned-in captions and what the scenes show. */
export interface ScriptContext {
  language: Language;
  /** Captions are burned in. */
  captions: boolean;
  /** Per scene, the strings its texts show (layoutScenes). */
  sceneTexts: string[][];
}

/** A filled-in line, and whether a text of its scene shows its words (then it has no caption). */
interface FilledLine {
  line: TemplateScriptLine;
  onScreen: boolean;
}

/**
 * The lines in the order spoken: with captions burned in, each scene's captioned lines before
 * those its texts show, which get no caption (drawCaptions). Said in the template's order, a
 * scene that opens by naming its badge and its name leaves the caption band empty while its texts
 * enter; this way the captions start with the scene. Lines of no scene keep their place.
 */
function spokenOrder(filled: FilledLine[], captions: boolean): TemplateScriptLine[] {
  if (!captions) return filled.map(({ line }) => line);
  const sceneStart = (n: number) => {
    const group = filled[n]!.line.group;
    return group === undefined ? n : filled.findIndex(({ line }) => line.group === group);
  };
  const order = [...filled.keys()].sort(
    (a, b) => sceneStart(a) - sceneStart(b) || Number(filled[a]!.onScreen) - Number(filled[b]!.onScreen) || a - b,
  );
  return order.map((n) => filled[n]!.line);
}

/**
 * The template's script for one video: each line with its placeholders filled (a line with an
 * empty one is left out) and the seconds it may be spoken in: its scene's, from the moment its
 * `while_shown` text has fully entered. The older bare lines may fall anywhere. With captions
 * burned in, a line that says word for word what a text of its scene shows gets no caption
 * (drawCaptions), so it is said after the lines that do and dropped before them, a call to action
 * aside: the captions then carry what the picture does not say. So is a line whose start a text
 * shows (the name whose first clause is the headline): its first caption would repeat the text.
 */
export function templateScript(
  template: TemplateDefinition,
  timeline: Timeline,
  lookup: (ref: string) => string | undefined,
  context: ScriptContext,
): TemplateScriptLine[] {
  const scenes = sceneTimes(timeline, template.fps);
  const wanted = context.captions ? 'on' : 'off';
  const filled = scriptLines(template).flatMap((line, i): FilledLine[] => {
    const text = fillPlaceholders(line.text, lookup);
    if (text === null || (line.captions !== undefined && line.captions !== wanted)) return [];
    const element = `voiceover[${i}]`;
    if (line.scene === undefined) {
      return [
        { line: { text, priority: line.priority, from: 0, to: template.duration_seconds, element }, onScreen: false },
      ];
    }
    const scene = scenes[line.scene]!;
    const shown = line.while_shown === undefined ? undefined : template.scenes[line.scene]!.texts[line.while_shown]!;
    const from = shown ? Math.max(scene.from, scene.start + shown.enter.at + shown.enter.duration) : scene.from;
    const onScreen = (context.sceneTexts[line.scene] ?? []).some((shownText) =>
      showsStartOf(shownText, text, context.language),
    );
    const priority = context.captions && onScreen && !shown ? DROPPED_FIRST : line.priority;
    return [{ line: { text, group: line.scene, priority, from, to: scene.to, element }, onScreen }];
  });
  return spokenOrder(filled, context.captions);
}

/** The warnings of a spoken script: lines left out, a pace above the natural one, a poor voice. */
export function voiceWarnings(
  lines: TemplateScriptLine[],
  plan: VoicePlan,
  voice: Pick<Voice, 'name' | 'quality'>,
): VideoWarning[] {
  const warnings: VideoWarning[] = plan.dropped.map((i) => ({
    code: 'voice_lines_dropped',
    message: `The voice-over line "${lines[i]!.text}" was left out: it did not fit in its scene at the fastest pace.`,
    element: lines[i]!.element,
  }));
  const fastest = Math.max(1, ...plan.kept.map((i) => plan.rates[i]!));
  if (fastest > 1) {
    const sped = plan.kept.filter((i) => plan.rates[i]! > 1);
    warnings.push({
      code: 'voice_sped_up',
      message: `The voice speaks up to ${fastest.toFixed(2)}× its natural pace to fit ${sped.length} line(s) in their scenes.`,
      element: lines[sped[0]!]!.element,
    });
  }
  if (voice.quality === 'poor') {
    warnings.push({
      code: 'voice_quality_poor',
      message: `The voice ${voice.name} is hard to understand: consider another voice or a video without a voice-over.`,
      element: 'voiceover',
    });
  }
  return warnings;
}

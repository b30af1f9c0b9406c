import {
  ServiceError,
  outputName,
  outputsCredits,
  type OutputFile,
  type OutputRequest,
  type OutputTarget,
  type RenderTemplate,
  type VideoOutputRecord,
} from '@reelsmith/contracts';
import { profileRefusingDuration } from '@reelsmith/templates';

/** What one video costs: its template's price plus what its outputs add. */
export const videoCredits = (template: Pick<RenderTemplate, 'credits'>, outputs?: readonly OutputRequest[]): number =>
  template.credits + outputsCredits(outputs);

/**
 * Refuses outputs whose platform does not take a video as long as the template's (TikTok: 5 to
 * 60 s) before anything is charged: the render could only fail them. `of` names the template in
 * a batch, where one request names several.
 */
export function assertOutputsFit(
  template: Pick<RenderTemplate, 'name' | 'duration_seconds'>,
  outputs: readonly OutputRequest[] | undefined,
  of = '',
): void {
  const refused = profileRefusingDuration(outputs ?? [], template.duration_seconds);
  if (!refused) return;
  throw new ServiceError(
    'parameter_invalid',
    `The ${refused.profile} profile takes videos of ${refused.min} to ${refused.max} seconds; the template '${template.name}' lasts ${template.duration_seconds} seconds${of}. Leave ${refused.profile} out or choose a template of that length.`,
    `outputs.${refused.index}.profile`,
  );
}

/** The outputs of a video that has not completed: as asked, nothing measured yet. */
export const requestedOutputs = (outputs: readonly OutputRequest[]): VideoOutputRecord[] =>
  outputs.map((output) => ({
    ...only(output),
    key: null,
    width: null,
    height: null,
    duration_seconds: null,
    bytes: null,
    checks: null,
  }));

/** What a finished render's outputs make of the video: its outputs' records, and why it must fail, if it must. */
export interface SettledOutputs {
  outputs: VideoOutputRecord[];
  /** For the log: each output missing, stored elsewhere than asked, or failing its checks. */
  problem?: string;
}

/**
 * Matches what the worker stored against what the video asked for (the render request's
 * targets). Every requested output must be there, at its key, having passed its checks;
 * anything else fails the video, so a bad or missing file never ships. A failed video keeps
 * what was measured (its checks say why) but no key: none of its files is served.
 */
export function settleOutputs(targets: readonly OutputTarget[], stored: readonly OutputFile[] = []): SettledOutputs {
  const problems: string[] = [];
  const outputs = targets.map((target): VideoOutputRecord => {
    const name = outputName(target);
    const file = stored.find((candidate) => outputName(candidate) === name);
    if (!file) {
      problems.push(`the render stored no ${name} output`);
      return requestedOutputs([target])[0]!;
    }
    if (file.key !== target.key) problems.push(`the ${name} output was stored at ${file.key}, not ${target.key}`);
    const failure = file.checks.failures[0];
    if (!file.checks.passed) {
      const detail = failure ? `: ${failure.check} ${failure.actual}, expected ${failure.expected}` : '';
      problems.push(`the ${name} output failed its checks${detail}`);
    }
    const { width, height, duration_seconds, bytes, checks } = file;
    return { ...only(target), key: file.key, width, height, duration_seconds, bytes, checks };
  });
  if (problems.length === 0) return { outputs };
  return { outputs: outputs.map((output) => ({ ...output, key: null })), problem: problems.join('; ') };
}

/** The request's own name, whatever else the object carries (a target's key, a file's measures). */
const only = (output: OutputRequest): OutputRequest =>
  output.profile !== undefined ? { profile: output.profile } : { format: output.format };

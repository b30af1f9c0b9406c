import { basename } from 'node:path';
import { outputName, type OutputFile, type OutputRequest, type OutputTarget } from '@reelsmith/contracts';
import { contentTypeOf, type ObjectStorage } from '@reelsmith/storage';
import { OutputChecksError, type RenderedOutput } from '../outputs/rendered-outputs.js';

const HLS_MASTER = /^(.*\/)?([^/]+)\.m3u8$/;

/** The request of a target, without where it goes. */
export const outputRequestOf = ({ key: _, ...request }: OutputTarget): OutputRequest => request;

/** What the HLS files are named after: the master playlist key's file name less `.m3u8`. */
export function hlsStemOf(targets: readonly OutputTarget[]): string | undefined {
  const hls = targets.find((target) => target.format === 'hls');
  return hls && HLS_MASTER.exec(hls.key)?.[2];
}

/**
 * Where each file of an output is stored: the output's key; for HLS the master at its key and
 * every other playlist and segment beside it under its own name (`<stem>_720p.m3u8`,
 * `<stem>_720p_0.ts`), so the playlists' relative URIs resolve.
 */
export function storedFilesOf(target: OutputTarget, output: RenderedOutput): { path: string; key: string }[] {
  if (target.format !== 'hls') return [{ path: output.path, key: target.key }];
  const folder = HLS_MASTER.exec(target.key)?.[1] ?? '';
  return output.files.map((path) => ({ path, key: path === output.path ? target.key : `${folder}${basename(path)}` }));
}

/**
 * Stores every output (HLS's master last, so a stored master means its rungs are there) and
 * describes each as stored: its bytes read back from the storage.
 */
export async function storeOutputs(
  storage: ObjectStorage,
  targets: readonly OutputTarget[],
  outputs: readonly RenderedOutput[],
): Promise<OutputFile[]> {
  const described: OutputFile[] = [];
  for (const [i, target] of targets.entries()) {
    const output = outputs[i];
    if (!output || outputName(output) !== outputName(target)) {
      throw new Error(`the render returned no ${outputName(target)} output in its place`);
    }
    const stored = storedFilesOf(target, output);
    const ordered = [
      ...stored.filter(({ key }) => key !== target.key),
      ...stored.filter(({ key }) => key === target.key),
    ];
    for (const { path, key } of ordered) await storage.put(key, path, contentTypeOf(key));
    const sizes = await Promise.all(ordered.map(({ key }) => storage.size(key)));
    described.push(
      describedOutput(
        target,
        output,
        sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0),
      ),
    );
  }
  return described;
}

/** An output as `render.completed` or `render.failed` reports it, at its target's key. */
export function describedOutput(target: OutputTarget, output: RenderedOutput, bytes = output.bytes): OutputFile {
  return {
    ...outputRequestOf(target),
    key: target.key,
    width: output.width,
    height: output.height,
    duration_seconds: output.durationSeconds,
    bytes,
    checks: output.checks,
  };
}

/** The outputs of a render that failed its checks, matched to their targets; none for other failures. */
export function failedOutputsOf(
  error: unknown,
  targets: readonly OutputTarget[] | undefined,
): OutputFile[] | undefined {
  if (!(error instanceof OutputChecksError) || !targets) return undefined;
  return targets.flatMap((target) => {
    const output = error.outputs.find((candidate) => outputName(candidate) === outputName(target));
    return output ? [describedOutput(target, output)] : [];
  });
}

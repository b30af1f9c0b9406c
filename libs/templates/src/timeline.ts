import type { TemplateDefinition } from './template.types.js';

export interface Timeline {
  /** Frames of each scene, overlaps included. */
  sceneFrames: number[];
  /** Frames two neighbouring scenes share during a transition. */
  transitionFrames: number;
  /** Frames of the video: fps × duration. */
  totalFrames: number;
}

/**
 * Converts the template's seconds to whole frames. The last scene takes whatever rounding left
 * over, so the video always has exactly fps × duration frames.
 */
export function timelineOf(
  template: Pick<TemplateDefinition, 'fps' | 'duration_seconds' | 'scenes' | 'transition'>,
): Timeline {
  const { fps, scenes } = template;
  const totalFrames = Math.round(template.duration_seconds * fps);
  const transitionFrames = scenes.length > 1 ? Math.round(template.transition.duration_seconds * fps) : 0;
  const sceneFrames = scenes.map((scene) => Math.round(scene.duration_seconds * fps));
  const others = sceneFrames.slice(0, -1).reduce((sum, frames) => sum + frames, 0);
  sceneFrames[sceneFrames.length - 1] = totalFrames - others + transitionFrames * (scenes.length - 1);
  sceneFrames.forEach((frames, i) => {
    const shared = transitionFrames * ((i > 0 ? 1 : 0) + (i < scenes.length - 1 ? 1 : 0));
    if (frames <= shared) {
      throw new Error(`scene ${i + 1} has ${frames} frames, too few for its ${shared} transition frames`);
    }
  });
  return { sceneFrames, transitionFrames, totalFrames };
}

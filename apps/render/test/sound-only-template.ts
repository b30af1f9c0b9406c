import { previewTemplate, type TemplateDefinition } from '@reelsmith/templates';

/**
 * A template for a test whose claims are about the sound: a quarter of its size and 5 fps, which
 * the voice-over and the music do not depend on, at its own length unless told otherwise. A
 * full-size 30 fps render costs about 25 times the CPU.
 */
export function soundOnlyTemplate(
  template: TemplateDefinition,
  durationSeconds = template.duration_seconds,
): TemplateDefinition {
  const size = { width: template.width / 4, height: template.height / 4, durationSeconds };
  return { ...previewTemplate(template, size), fps: 5 };
}

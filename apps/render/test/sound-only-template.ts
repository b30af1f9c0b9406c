import { previewTemplate, type TemplateDefinition } from '@reelsmith/templates';
import { TEST_TEMPLATE_FPS } from '@reelsmith/testing';

/**
 * A template for a test whose claims are about the sound: a quarter of its size and at the test
 * stack's frame rate, which the voice-over does not depend on, at its own length unless told
 * otherwise. A full-size 30 fps render costs about 25 times the CPU.
 */
export function soundOnlyTemplate(
  template: TemplateDefinition,
  durationSeconds = template.duration_seconds,
): TemplateDefinition {
  const size = { width: template.width / 4, height: template.height / 4, durationSeconds };
  return { ...previewTemplate(template, size), fps: TEST_TEMPLATE_FPS };
}

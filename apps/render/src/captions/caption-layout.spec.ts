import { loadTemplates, timelineOf, type TemplateDefinition } from '@reelsmith/templates';
import { captionSpans } from './caption-layout.js';

describe(captionSpans.name, () => {
  let templates: TemplateDefinition[];
  beforeAll(async () => {
    templates = await loadTemplates();
  });

  it('covers every frame once: each scene alone, then each transition', () => {
    for (const template of templates) {
      const timeline = timelineOf(template);
      const spans = captionSpans(template, timeline);
      expect(spans).toHaveLength(2 * template.scenes.length - 1);
      expect(spans[0]!.firstFrame).toBe(0);
      expect(spans.at(-1)!.lastFrame).toBe(timeline.totalFrames - 1);
      spans.slice(1).forEach((span, i) => expect(span.firstFrame).toBe(spans[i]!.lastFrame + 1));
    }
  });

  it('puts captions in the region each scene declares', () => {
    for (const template of templates) {
      const spans = captionSpans(template, timelineOf(template));
      template.scenes.forEach((scene, s) => expect(spans[2 * s]!.region).toEqual(scene.captions!.box));
    }
  });

  it('keeps them through a fade between two scenes with the same region, and nowhere during a slide', () => {
    const square = templates.find((t) => t.width === t.height)!;
    const faded = { ...square, transition: { effect: 'fade' as const, duration_seconds: 0.6 } };
    expect(captionSpans(faded, timelineOf(faded))[1]!.region).toEqual(square.scenes[1]!.captions!.box);
    expect(captionSpans(square, timelineOf(square))[1]!.region).toBeNull();
    const landscape = templates.find((t) => t.width > t.height)!;
    const otherRegions = { ...landscape, transition: { effect: 'fade' as const, duration_seconds: 0.8 } };
    expect(captionSpans(otherRegions, timelineOf(otherRegions))[1]!.region).toBeNull();
  });
});

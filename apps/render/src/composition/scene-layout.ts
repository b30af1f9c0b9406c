import type { VideoWarning } from '@reelsmith/contracts';
import {
  colourOf,
  fillPlaceholders,
  type Language,
  type Palette,
  type TemplateDefinition,
  type TextElement,
} from '@reelsmith/templates';
import { placeText, type TextLayerRequest, type TextPlacement } from '../drawing/text-layer.js';
import { sameWords } from '../drawing/text-shortening.js';

/** One text of a scene, placed: what the drawing paints and the layout of a frame reports. */
export interface PlacedText {
  name: string;
  element: TextElement;
  request: TextLayerRequest;
  placement: TextPlacement;
}

export interface SceneLayoutRequest {
  /** Arranged for the video (captions, direction): see arrangedTemplate. */
  template: TemplateDefinition;
  palette: Palette;
  lookup: (ref: string) => string | undefined;
  language: Language;
  direction: 'ltr' | 'rtl';
}

export interface ScenesLayout {
  texts: PlacedText[][];
  warnings: VideoWarning[];
}

/**
 * Places every text of every scene, once per video. A text that does not fit whole is drawn
 * from its `short` source when it has one, else shortened at a word boundary; either is a
 * `text_shortened` warning. A text that would repeat one already on screen in its scene (the
 * name under a headline that is the name) is left out: no two texts show the same words.
 */
export function layoutScenes(request: SceneLayoutRequest): ScenesLayout {
  const { template, palette, language } = request;
  const warnings: VideoWarning[] = [];
  const texts = template.scenes.map((scene, s) => {
    const placed: PlacedText[] = [];
    const sources: string[] = [];
    scene.texts.forEach((element, t) => {
      const source = fillPlaceholders(element.text, request.lookup);
      if (source === null) return;
      const name = element.name ?? `text${t}`;
      const requestFor = (text: string): TextLayerRequest => ({
        text,
        element,
        colour: colourOf(element.colour, palette),
        panelColour: element.panel && colourOf(element.panel.colour, palette),
        locale: language,
        direction: request.direction,
      });
      let textRequest = requestFor(source);
      let placement = placeText(textRequest);
      const short = element.short && fillPlaceholders(element.short, request.lookup);
      if (placement.layout.truncated && short && short !== source) {
        textRequest = requestFor(short);
        placement = placeText(textRequest);
      }
      const repeats =
        sources.includes(source) || placed.some((other) => sameWords(other.placement.text, placement.text, language));
      if (repeats) return;
      if (placement.text !== (element.uppercase ? source.toLocaleUpperCase(language) : source)) {
        warnings.push({
          code: 'text_shortened',
          message: `Scene ${s + 1}'s ${name} was shortened to fit its box: "${placement.text}"`,
          element: name,
        });
      }
      placed.push({ name, element, request: textRequest, placement });
      sources.push(source);
    });
    return placed;
  });
  return { texts, warnings };
}

import type { OutputProfile } from '@reelsmith/contracts';
import { contains, slideDistance, watermarkCorner } from './frame-geometry.js';
import { sweptBox } from './motion.js';
import { PROFILE_FRAMES, sharedSafeArea } from './publish-profiles.js';
import type { Animate, Box, Scene, Shape, TemplateDefinition, TextElement } from './template.types.js';

/**
 * A template laid out for publish profiles' frame: every element that must be read (texts,
 * captions, the product, the account's pictures), all the way along its moves, is carried by
 * one similarity transform — scaled alike on both axes, so alignments and proportions hold —
 * into the part of the frame no profile's interface covers, and centred there. Sizes follow
 * (fonts, panels, motion); the background fills the new frame, and a shape that bled off an
 * edge of the template's frame still bleeds off that edge. The caller arranges first (captions,
 * right to left), so the boxes are plain and a mirrored layout is fitted as it is drawn.
 */

/** How the transform maps the template's content bounds onto the safe area. */
interface Similarity {
  scale: number;
  dx: number;
  dy: number;
}

const apply = (m: Similarity, box: Box): Box => ({
  x: box.x * m.scale + m.dx,
  y: box.y * m.scale + m.dy,
  width: box.width * m.scale,
  height: box.height * m.scale,
});

function union(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The transform that fits `content` into `area` whole, centred; never enlarged, since type and
 * pictures are designed for a 1080 px short side like every profile's; and where the content
 * already sits in the area (a template designed for the platform), left where it is.
 */
function fit(content: Box | undefined, area: Box): Similarity {
  if (!content || contains(area, content)) return { scale: 1, dx: 0, dy: 0 };
  const scale = Math.min(1, area.width / content.width, area.height / content.height);
  return {
    scale,
    dx: area.x + (area.width - content.width * scale) / 2 - content.x * scale,
    dy: area.y + (area.height - content.height * scale) / 2 - content.y * scale,
  };
}

function scaledAnimate(animate: Animate | undefined, scale: number): Animate | undefined {
  if (!animate) return undefined;
  const moved = (keys: Animate['x']) => keys?.map((key) => ({ ...key, value: key.value * scale }));
  return { ...animate, x: moved(animate.x), y: moved(animate.y) };
}

// A rectangle from an edge over at least this share of the frame is a band behind content
// (its far side a boundary the content is placed against); a narrower one is an accent bar.
const BAND = 0.25;

/**
 * A decorative shape keeps its relation to the frame's edges it met: a band across the top
 * still spans the frame and still ends where the content it backs begins, an accent bar along
 * an edge stays along it, a circle bleeding off a corner still bleeds off it. Elsewhere it moves
 * with the content.
 */
function bledShape(shape: Shape, m: Similarity, from: Box, to: { width: number; height: number }): Box {
  const mapped = apply(m, shape.box);
  const { box } = shape;
  const axis = (start: number, size: number, mappedStart: number, frame: number, newFrame: number) => {
    const low = start <= 0;
    const high = start + size >= frame;
    const newSize = size * m.scale;
    const band = shape.kind === 'rect' && size >= frame * BAND;
    if (shape.kind === 'rect' && low && high) return { start: 0, size: newFrame };
    if (band && low) return { start: 0, size: mappedStart + newSize };
    if (band && high) return { start: mappedStart, size: newFrame - mappedStart };
    if (low) return { start: start * m.scale, size: newSize };
    if (high) return { start: newFrame - (frame - start) * m.scale, size: newSize };
    return { start: mappedStart, size: newSize };
  };
  const h = axis(box.x, box.width, mapped.x, from.width, to.width);
  const v = axis(box.y, box.height, mapped.y, from.height, to.height);
  return { x: h.start, y: v.start, width: h.size, height: v.size };
}

function fittedText(text: TextElement, m: Similarity): TextElement {
  const { scale } = m;
  return {
    ...text,
    box: apply(m, text.box),
    captions_box: undefined,
    size: text.size * scale,
    min_size: text.min_size * scale,
    animate: scaledAnimate(text.animate, scale),
    panel: text.panel && {
      ...text.panel,
      radius: text.panel.radius === undefined ? undefined : text.panel.radius * scale,
      padding: { x: text.panel.padding.x * scale, y: text.panel.padding.y * scale },
    },
  };
}

/** The transform of each element of a scene; a shape without one bleeds like the template's. */
interface ScenePlan {
  texts: Similarity[];
  product?: Similarity;
  images: Similarity[];
  captions?: Similarity;
  shapes: Array<Similarity | undefined>;
  /** The scale of what is read in the scene: its texts and captions. */
  textScale: number;
}

function fittedScene(
  scene: Scene,
  plan: ScenePlan,
  bleed: Similarity,
  from: Box,
  to: { width: number; height: number },
): Scene {
  return {
    ...scene,
    captions: scene.captions && { box: apply(plan.captions ?? bleed, scene.captions.box) },
    shapes: scene.shapes?.map((shape, i) => {
      const m = plan.shapes[i];
      return {
        ...shape,
        box: m ? apply(m, shape.box) : bledShape(shape, bleed, from, to),
        captions_box: undefined,
        radius: shape.radius === undefined ? undefined : shape.radius * (m ?? bleed).scale,
        animate: scaledAnimate(shape.animate, (m ?? bleed).scale),
      };
    }),
    product: scene.product && {
      ...scene.product,
      box: apply(plan.product!, scene.product.box),
      captions_box: undefined,
      animate: scaledAnimate(scene.product.animate, plan.product!.scale),
    },
    images: scene.images?.map((image, i) => ({
      ...image,
      box: apply(plan.images[i]!, image.box),
      captions_box: undefined,
      animate: scaledAnimate(image.animate, plan.images[i]!.scale),
    })),
    texts: scene.texts.map((text, i) => fittedText(text, plan.texts[i]!)),
  };
}

/** Every element of the scene moved alike. */
function uniformPlan(scene: Scene, m: Similarity): ScenePlan {
  return {
    texts: scene.texts.map(() => m),
    product: scene.product && m,
    images: (scene.images ?? []).map(() => m),
    captions: m,
    shapes: (scene.shapes ?? []).map(() => undefined),
    textScale: m.scale,
  };
}

/** A readable element of a scene and the place it takes. */
interface Item {
  kind: 'text' | 'product' | 'image' | 'captions';
  index: number;
  box: Box;
}

function readItems(scene: Scene, captions: boolean, distance: number): Item[] {
  return [
    ...scene.texts.map((text, index) => ({ kind: 'text' as const, index, box: sweptBox(text, text.box, distance) })),
    ...(scene.product
      ? [{ kind: 'product' as const, index: 0, box: sweptBox(scene.product, scene.product.box, distance) }]
      : []),
    ...(scene.images ?? []).map((image, index) => ({
      kind: 'image' as const,
      index,
      box: sweptBox(image, image.box, distance),
    })),
    ...(captions && scene.captions ? [{ kind: 'captions' as const, index: 0, box: scene.captions.box }] : []),
  ];
}

/** The scene's readable elements in columns: groups whose spans across the frame overlap. */
function columnsOf(items: Item[]): Item[][] {
  const sorted = [...items].sort((a, b) => a.box.x - b.box.x);
  const columns: Item[][] = [];
  let right = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    if (item.box.x < right) columns.at(-1)!.push(item);
    else columns.push([item]);
    right = Math.max(right, item.box.x + item.box.width);
  }
  return columns;
}

const isRead = (column: Item[]) => column.some((item) => item.kind === 'text' || item.kind === 'captions');

// How much smaller than the texts a picture may be drawn when stacking: the product stays a
// product shot, not a thumbnail beside large type.
const PICTURE_WEIGHT = 1.6;

/**
 * The scales of stacked columns: texts as large as the area allows once every picture keeps a
 * fair share; each column at most as wide as the area, all together at most as tall.
 */
function stackScales(columns: Box[], read: boolean[], area: Box, gap: number): number[] {
  const room = area.height - gap * (columns.length - 1);
  const widest = (pick: boolean) => Math.max(0, ...columns.filter((_, i) => read[i] === pick).map((c) => c.width));
  const tall = (pick: boolean) => columns.filter((_, i) => read[i] === pick).reduce((sum, c) => sum + c.height, 0);
  let best = { score: 0, text: 0, picture: 0 };
  for (let text = Math.min(1, area.width / widest(true)); text > 0.05; text -= 0.01) {
    const left = room - text * tall(true);
    if (left <= 0) continue;
    const picture = Math.min(1, area.width / Math.max(1, widest(false)), tall(false) > 0 ? left / tall(false) : 1);
    const score = Math.min(text, PICTURE_WEIGHT * picture);
    if (score > best.score) best = { score, text, picture };
  }
  return read.map((isText) => (isText ? best.text : best.picture));
}

/**
 * A scene of columns side by side (a landscape layout) stacked in reading order for a tall
 * frame, each column scaled on its own and centred: what sat beside the product sits under it.
 */
function stackedPlan(scene: Scene, items: Item[], area: Box, rtl: boolean, gap: number): ScenePlan | undefined {
  const columns = columnsOf(items);
  if (columns.length < 2) return undefined;
  if (rtl) columns.reverse();
  const boxes = columns.map((column) => union(column.map((item) => item.box)));
  const read = columns.map(isRead);
  const scales = stackScales(boxes, read, area, gap);
  const height = boxes.reduce((sum, box, i) => sum + box.height * scales[i]!, 0) + gap * (boxes.length - 1);
  let top = area.y + (area.height - height) / 2;
  const transforms = boxes.map((box, i) => {
    const scale = scales[i]!;
    const m = {
      scale,
      dx: area.x + (area.width - box.width * scale) / 2 - box.x * scale,
      dy: top - box.y * scale,
    };
    top += box.height * scale + gap;
    return m;
  });
  const of = (kind: Item['kind'], index: number) =>
    transforms[columns.findIndex((column) => column.some((item) => item.kind === kind && item.index === index))];
  const holds = (box: Box, shape: Box) =>
    contains(box, { ...shape, x: shape.x + shape.width / 2, y: shape.y + shape.height / 2, width: 0, height: 0 });
  return {
    texts: scene.texts.map((_, i) => of('text', i)!),
    product: scene.product && of('product', 0),
    images: (scene.images ?? []).map((_, i) => of('image', i)!),
    captions: of('captions', 0),
    // A shape centred in a column (a rule by a headline, a disc behind the product) goes with
    // it; a band across the frame stays the frame's.
    shapes: (scene.shapes ?? []).map((shape) => transforms[boxes.findIndex((box) => holds(box, shape.box))]),
    textScale: Math.min(...scales.filter((_, i) => read[i])),
  };
}

/** What the fitted layout makes room for besides the template's elements. */
export interface FitOptions {
  /** Burned-in captions: their regions must be clear too. */
  captions: boolean;
  /**
   * The watermark: a strip along the bottom of the clear area is kept for it, as the template
   * kept its frame's corner, so it sits under nothing and over nothing.
   */
  watermark: boolean;
  /** Stacked columns are read in this order, top to bottom. */
  direction: 'ltr' | 'rtl';
}

// A frame this much taller (in proportion) than the template's content gets the content's
// columns stacked rather than shrunk whole: a landscape ad in a story frame.
const STACK_WHEN_TALLER = 1.5;

/** How each scene of a template is carried into the profiles' frame. */
interface FitPlan {
  frame: { width: number; height: number; fps: number };
  safe: Box;
  /** The transform of the whole content, and of shapes that bleed. */
  whole: Similarity;
  plans: ScenePlan[];
}

function planFit(template: TemplateDefinition, profiles: readonly OutputProfile[], options: FitOptions): FitPlan {
  const frame = PROFILE_FRAMES[profiles[0]!];
  const safe = sharedSafeArea(profiles[0]!);
  const strip = options.watermark ? watermarkCorner(frame.width, frame.height).height : 0;
  const area = { ...safe, height: safe.height - strip };
  // A slide travels a part of the frame (slideDistance) scaled like the rest: measured with
  // the new frame's distance, a sweep in template pixels is the one the scaled slide covers.
  const distance = slideDistance(frame.width, frame.height);
  const items = template.scenes.map((scene) => readItems(scene, options.captions, distance));
  const boxes = items.flat().map((item) => item.box);
  const content = boxes.length > 0 ? union(boxes) : undefined;
  const whole = fit(content, area);
  const taller = !!content && content.width / content.height / (area.width / area.height) >= STACK_WHEN_TALLER;
  const gap = Math.min(frame.width, frame.height) * 0.04;
  const plans = template.scenes.map(
    (scene, s) =>
      (taller && stackedPlan(scene, items[s]!, area, options.direction === 'rtl', gap)) || uniformPlan(scene, whole),
  );
  return { frame, safe, whole, plans };
}

/**
 * The arranged template laid out in the frame the profiles share (they must be of one size:
 * profilesBySize), clear of every one's interface.
 */
export function fittedToProfiles(
  template: TemplateDefinition,
  profiles: readonly OutputProfile[],
  options: FitOptions,
): TemplateDefinition {
  const { frame, safe, whole, plans } = planFit(template, profiles, options);
  const from = { x: 0, y: 0, width: template.width, height: template.height };
  return {
    ...template,
    width: frame.width,
    height: frame.height,
    fps: frame.fps,
    scenes: template.scenes.map((scene, s) => fittedScene(scene, plans[s]!, whole, from, frame)),
    fitted: { scale: Math.min(...plans.map((plan) => plan.textScale)), safe_area: safe },
  };
}

const moves = (m: Similarity | undefined) => !!m && (m.scale !== 1 || m.dx !== 0 || m.dy !== 0);

/**
 * Whether the profiles' layout is the template's own: the same frame and rate, and nothing
 * moved — every text, caption region, product and picture (along its moves) already clear of
 * each profile's interface, above the watermark's strip when there is one. Fitted, such a
 * template differs only in where its watermark goes (the clear area's corner).
 */
export function keepsOwnLayout(
  template: TemplateDefinition,
  profiles: readonly OutputProfile[],
  options: FitOptions,
): boolean {
  const { frame, whole, plans } = planFit(template, profiles, options);
  const sameFrame = frame.width === template.width && frame.height === template.height && frame.fps === template.fps;
  const transforms = plans.flatMap((plan) => [
    ...plan.texts,
    plan.product,
    ...plan.images,
    plan.captions,
    ...plan.shapes,
  ]);
  return sameFrame && !moves(whole) && !transforms.some(moves);
}

import type { Template as ContractTemplate, MusicLevels } from '@reelsmith/contracts';
/**
 * A template is data: a JSON file that declares its size, length, price, the user_prompt it
 * accepts and a scene description the engine turns into a video. The shape is enforced by
 * template.schema.json; these types mirror it.
 */

/** "#RRGGBB", or the name of an entry in the template's palette. */
export type ColourRef = string;

/** How a palette entry gets its colour: fixed, from user_prompt, or derived from another entry. */
export type PaletteEntry =
  string | { variable: string; default: string } | { contrast_with: string } | { shade_of: string; amount: number };

/** Rectangle in the template's own pixels (top-left origin). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Fill = { colour: ColourRef } | { gradient: { from: ColourRef; to: ColourRef; angle: number } };

export interface Shape {
  /** Reported by the layout of a frame; unique among the scene's named elements. */
  name?: string;
  kind: 'rect' | 'circle';
  box: Box;
  /** Where the shape goes when captions are burned in (default: `box`): an accent rule moves with its text. */
  captions_box?: Box;
  colour: ColourRef;
  opacity?: number;
  radius?: number;
  /** A shape with an entrance, exit or keys is drawn as a picture of its own; else into the background. */
  enter?: Entrance;
  exit?: Entrance;
  animate?: Animate;
}

export const EXTENDED_PHOTO = 'extended_photo';

export interface ProductSpec {
  name?: string;
  box: Box;
  /** Where the product goes when captions are burned in (default: `box`). */
  captions_box?: Box;
  /** cover fills the box (may crop the photo); contain shows the whole photo on the backdrop. */
  fit: 'cover' | 'contain';
  /** What fills the box around a contained photo: a colour, or EXTENDED_PHOTO for the photo's own edges extended. */
  backdrop: ColourRef;
  /** Ken Burns: the zoom factor at the scene's first and last frame. */
  zoom: { from: number; to: number };
  /** A soft shadow under the photo, drawn once into the background (not under a moving product). */
  shadow?: boolean;
  enter?: Entrance;
  exit?: Entrance;
  animate?: Animate;
}

/** An account's uploaded file, named in a definition: `{"asset_id": "asset_…"}`. */
export interface AssetRef {
  asset_id: string;
}

/** A text's font: one of the engine's, or an account's font asset. */
export type FontRef = 'sans' | 'serif' | AssetRef;

/** The font a text names is an asset (not `sans` or `serif`). */
export const isAssetFont = (font: FontRef): font is AssetRef => typeof font === 'object';

/**
 * A picture of the account's (an image asset) in a box: fitted like the product (`cover` fills
 * the box, cropping; `contain` shows it whole, transparent around it); drawn over the product,
 * under the texts, and moving like them.
 */
export interface ImageElement {
  name?: string;
  asset_id: string;
  box: Box;
  /** Where the picture goes when captions are burned in (default: `box`). */
  captions_box?: Box;
  fit: 'cover' | 'contain';
  enter?: Entrance;
  exit?: Entrance;
  animate?: Animate;
}

export type EnterEffect = 'fade' | 'slide_up' | 'slide_down' | 'slide_left' | 'slide_right';

export interface TextPanel {
  colour: ColourRef;
  shape: 'rounded' | 'circle';
  radius?: number;
  /** Inner space between the panel's edge and the text, in pixels. */
  padding: { x: number; y: number };
  /** box: the panel fills the text box; text: it hugs the laid-out text (a button). */
  size: 'box' | 'text';
}

export interface TextElement {
  /** Reported by the layout of a frame (`headline`, `price`, `cta`); unique among the scene's named elements. */
  name?: string;
  /** Content with placeholders: {{product.name}}, {{user_prompt.price}}, {{phrase.shop_now}}, {{a|b}}. */
  text: string;
  /**
   * A shorter source drawn instead of `text` when `text` does not fit whole at `min_size`
   * (e.g. `{{product.name:clause}}`, the name's first clause); shortened in turn if need be.
   */
  short?: string;
  box: Box;
  /** The box the text takes when captions are burned in (default: `box`), clear of the caption region. */
  captions_box?: Box;
  font: FontRef;
  weight: 'regular' | 'bold';
  size: number;
  min_size: number;
  max_lines?: number;
  line_height?: number;
  colour: ColourRef;
  align: 'start' | 'center' | 'end';
  valign: 'top' | 'middle' | 'bottom';
  uppercase?: boolean;
  /** Extra space between letters, in em; ignored for joined scripts such as Arabic. */
  letter_spacing?: number;
  panel?: TextPanel;
  enter: Entrance;
  /** How the text leaves before its scene ends, mirroring `enter`; it is gone after it. */
  exit?: Entrance;
  /** Keyframed motion on top of the entrance and exit. */
  animate?: Animate;
  /**
   * `words`: the text appears word by word, each as the voice says it when a voice-over says the
   * text in its scene, else evenly over the entrance. The reveal is the entrance; such a text
   * neither leaves nor moves.
   */
  reveal?: 'words';
}

/** An entrance (or, as `exit`, its mirror image): seconds from the scene's start. */
export interface Entrance {
  effect: EnterEffect;
  at: number;
  duration: number;
}

export const EASINGS = ['linear', 'ease_in', 'ease_out', 'ease_in_out'] as const;
export type Easing = (typeof EASINGS)[number];

/** A value at a moment: `at` in seconds from the scene's start; `easing` shapes the segment ending here. */
export interface Keyframe {
  at: number;
  value: number;
  easing?: Easing;
}

/**
 * Keyframed properties: `x` and `y` move the element from its box (template pixels), `scale`
 * sizes it about the box's centre, `rotation` turns it about that centre (degrees, clockwise),
 * `opacity` multiplies its own. Before the first key a property holds the first key's value,
 * after the last the last's.
 */
export const ANIMATED_PROPERTIES = ['x', 'y', 'scale', 'rotation', 'opacity'] as const;
export type AnimatedProperty = (typeof ANIMATED_PROPERTIES)[number];
export type Animate = Partial<Record<AnimatedProperty, Keyframe[]>>;

/** Where a scene's burned-in captions go: a region no text or product box meets when captions are on. */
export interface CaptionRegion {
  box: Box;
}

export interface Scene {
  duration_seconds: number;
  /** Required of published templates; a scene without it shows no burned-in caption. */
  captions?: CaptionRegion;
  background: Fill;
  shapes?: Shape[];
  product?: ProductSpec;
  /** The account's pictures, drawn in this order over the product and under the texts. */
  images?: ImageElement[];
  texts: TextElement[];
}

/**
 * The xfade transitions a template may use: the cheap ones. xfade computes every pixel in C
 * without SIMD; at 1080×1080, 18 frames of circleopen cost ≈ 0.5 CPU-s (a tenth of the whole
 * render), smooth* ≈ 0.3, dissolve and radial more, against ≈ 0.05–0.1 for these.
 */
export const TRANSITIONS = [
  'fade',
  'fadeblack',
  'fadewhite',
  'wipeleft',
  'wiperight',
  'wipeup',
  'wipedown',
  'slideleft',
  'slideright',
  'slideup',
  'slidedown',
] as const;
export type Transition = (typeof TRANSITIONS)[number];

/**
 * One line of the spoken script, tied to the scene on screen while it is spoken. When the
 * script does not fit, the render speeds the voice up (to 1.25× at most), then drops the lines
 * of the highest priority number first.
 */
export interface VoiceLine {
  /** What is said, with placeholders like a text's. */
  text: string;
  /** Index of the scene the line is spoken in. */
  scene: number;
  /** 1 (kept to the last) to 5 (dropped first). */
  priority: number;
  /**
   * Index of a text of that scene (a call to action's button): the line is spoken only once that
   * text has fully entered.
   */
  while_shown?: number;
  /**
   * `on`: said only when captions are burned in, `off`: only when they are not. A captioned
   * video needs lines that do not repeat its texts word for word (a caption is not drawn over a
   * text that says the same), so it says what the scene does not show instead.
   */
  captions?: 'on' | 'off';
}

/** A template file: what the API shows of it, plus the scene description the engine draws. */
export interface TemplateDefinition extends TemplateSummary {
  palette: Record<string, PaletteEntry>;
  /**
   * The spoken script when user_prompt.voiceover is true, in the order spoken; a line with an
   * empty placeholder is skipped. A bare string is the older form: a line that may fall anywhere.
   */
  voiceover: Array<string | VoiceLine>;
  thumbnail_at_seconds: number;
  transition: { effect: Transition; duration_seconds: number };
  scenes: Scene[];
  /**
   * The music under every video of the template (an audio asset of the account's) when the
   * request names none; its levels default like a request's (MUSIC_LEVELS).
   */
  music?: TemplateMusic;
  /**
   * Set on a definition laid out for publish profiles' frame (profile-fit.ts), never in a
   * template file: how much its sizes were scaled, which the sizes the engine derives from the
   * frame (captions, slides, the watermark) follow, and the part of the frame left clear.
   */
  fitted?: { scale: number; safe_area: Box };
}

/** A definition's default music: `{asset_id, volume_db?, fade_in_seconds?, fade_out_seconds?}`. */
export type TemplateMusic = AssetRef & Partial<MusicLevels>;

/** What the public API shows of a template (GET /templates): the contract's Template. */
export type TemplateSummary = ContractTemplate;

import { MUSIC_LEVELS } from '@reelsmith/contracts';
import { EASINGS, TRANSITIONS } from './template.types.js';

/**
 * JSON Schema of a template file. It checks the shape; template-loader.ts adds the checks a
 * schema cannot express (references between fields, timing, boxes inside the frame).
 */
/**
 * The format's limits, which keep one template from starving a worker: at most 600 texts and
 * 600 shapes to draw, a script of at most 60 lines, 64 colours. Custom templates also keep to
 * the contract's sides and length (TEMPLATE_BODY_SCHEMA); docs/template-format.md lists them.
 */
export const LIMITS = {
  scenes: 20,
  textsPerScene: 30,
  shapesPerScene: 30,
  imagesPerScene: 10,
  voiceLines: 60,
  paletteEntries: 64,
  variables: 30,
  /** Characters of a text, its short form or a voice line (placeholders included). */
  textLength: 500,
  minSide: 480,
  maxSide: 1920,
  minSeconds: 3,
  maxSeconds: 60,
  /** The definition as JSON, in UTF-8 bytes. */
  definitionBytes: 256 * 1024,
} as const;

/** Width : height ratios a custom template may have: 1:1, 4:5, 9:16, 16:9. */
export const ASPECT_RATIOS = [
  { name: '1:1', ratio: 1 },
  { name: '4:5', ratio: 4 / 5 },
  { name: '9:16', ratio: 9 / 16 },
  { name: '16:9', ratio: 16 / 9 },
] as const;

const hexColour = { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' } as const;
const colourRef = { type: 'string', minLength: 1 } as const;
const positive = { type: 'number', exclusiveMinimum: 0 } as const;
const nonNegative = { type: 'number', minimum: 0 } as const;

const elementName = { type: 'string', pattern: '^[a-z][a-z0-9_]{0,39}$' } as const;

/** An asset named in a definition; whose it is and its kind are checked where the assets are (the catalog). */
const assetRef = {
  type: 'object',
  additionalProperties: false,
  required: ['asset_id'],
  properties: { asset_id: { type: 'string', pattern: '^asset_[0-9A-HJKMNP-TV-Z]{26}$' } },
} as const;

// A pixel at least: a box of a hair's width draws nothing and only hides a mistake.
const boxSide = { type: 'number', minimum: 1 } as const;

const box = {
  type: 'object',
  additionalProperties: false,
  required: ['x', 'y', 'width', 'height'],
  properties: { x: nonNegative, y: nonNegative, width: boxSide, height: boxSide },
} as const;

// Decorative shapes may bleed off the frame; their box may start left of or above it.
const shapeBox = {
  ...box,
  properties: { x: { type: 'number' }, y: { type: 'number' }, width: boxSide, height: boxSide },
} as const;

const fill = {
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['colour'], properties: { colour: colourRef } },
    {
      type: 'object',
      additionalProperties: false,
      required: ['gradient'],
      properties: {
        gradient: {
          type: 'object',
          additionalProperties: false,
          required: ['from', 'to', 'angle'],
          properties: { from: colourRef, to: colourRef, angle: { type: 'number' } },
        },
      },
    },
  ],
} as const;

const paletteEntry = {
  oneOf: [
    hexColour,
    {
      type: 'object',
      additionalProperties: false,
      required: ['variable', 'default'],
      properties: { variable: { type: 'string' }, default: hexColour },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['contrast_with'],
      properties: { contrast_with: { type: 'string' } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['shade_of', 'amount'],
      properties: { shade_of: { type: 'string' }, amount: { type: 'number', minimum: -1, maximum: 1 } },
    },
  ],
} as const;

const entrance = {
  type: 'object',
  additionalProperties: false,
  required: ['effect', 'at', 'duration'],
  properties: {
    effect: { enum: ['fade', 'slide_up', 'slide_down', 'slide_left', 'slide_right'] },
    at: nonNegative,
    duration: positive,
  },
} as const;

/** Keys of one property, in time order (the loader checks the order); a few dozen at most. */
const keyframes = (value: { type: 'number'; minimum: number; maximum: number }) =>
  ({
    type: 'array',
    minItems: 1,
    maxItems: 50,
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['at', 'value'],
      properties: { at: nonNegative, value, easing: { enum: EASINGS } },
    },
  }) as const;

const offset = { type: 'number', minimum: -4000, maximum: 4000 } as const;
const animate = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    x: keyframes(offset),
    y: keyframes(offset),
    scale: keyframes({ type: 'number', minimum: 0.05, maximum: 4 }),
    rotation: keyframes({ type: 'number', minimum: -3600, maximum: 3600 }),
    opacity: keyframes({ type: 'number', minimum: 0, maximum: 1 }),
  },
} as const;

const shape = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'box', 'colour'],
  properties: {
    name: elementName,
    kind: { enum: ['rect', 'circle'] },
    box: shapeBox,
    captions_box: shapeBox,
    colour: colourRef,
    opacity: { type: 'number', minimum: 0, maximum: 1 },
    radius: nonNegative,
    enter: entrance,
    exit: entrance,
    animate,
  },
} as const;

const product = {
  type: 'object',
  additionalProperties: false,
  required: ['box', 'fit', 'backdrop', 'zoom'],
  properties: {
    name: elementName,
    box,
    captions_box: box,
    fit: { enum: ['cover', 'contain'] },
    backdrop: colourRef,
    zoom: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'to'],
      properties: { from: { type: 'number', minimum: 1, maximum: 2 }, to: { type: 'number', minimum: 1, maximum: 2 } },
    },
    shadow: { type: 'boolean' },
    enter: entrance,
    exit: entrance,
    animate,
  },
} as const;

const image = {
  type: 'object',
  additionalProperties: false,
  required: ['asset_id', 'box', 'fit'],
  properties: {
    name: elementName,
    asset_id: assetRef.properties.asset_id,
    box,
    captions_box: box,
    fit: { enum: ['cover', 'contain'] },
    enter: entrance,
    exit: entrance,
    animate,
  },
} as const;

const text = {
  type: 'object',
  additionalProperties: false,
  required: ['text', 'box', 'font', 'weight', 'size', 'min_size', 'colour', 'align', 'valign', 'enter'],
  properties: {
    name: elementName,
    text: { type: 'string', minLength: 1, maxLength: LIMITS.textLength },
    short: { type: 'string', minLength: 1, maxLength: LIMITS.textLength },
    box,
    captions_box: box,
    font: { oneOf: [{ enum: ['sans', 'serif'] }, assetRef] },
    weight: { enum: ['regular', 'bold'] },
    size: positive,
    min_size: positive,
    max_lines: { type: 'integer', minimum: 1 },
    line_height: { type: 'number', minimum: 0.8, maximum: 3 },
    colour: colourRef,
    align: { enum: ['start', 'center', 'end'] },
    valign: { enum: ['top', 'middle', 'bottom'] },
    uppercase: { type: 'boolean' },
    letter_spacing: { type: 'number', minimum: 0, maximum: 1 },
    panel: {
      type: 'object',
      additionalProperties: false,
      required: ['colour', 'shape', 'padding', 'size'],
      properties: {
        colour: colourRef,
        shape: { enum: ['rounded', 'circle'] },
        radius: nonNegative,
        padding: {
          type: 'object',
          additionalProperties: false,
          required: ['x', 'y'],
          properties: { x: nonNegative, y: nonNegative },
        },
        size: { enum: ['box', 'text'] },
      },
    },
    enter: entrance,
    exit: entrance,
    animate,
    reveal: { enum: ['words'] },
  },
} as const;

const scene = {
  type: 'object',
  additionalProperties: false,
  required: ['duration_seconds', 'background', 'texts'],
  properties: {
    duration_seconds: positive,
    captions: { type: 'object', additionalProperties: false, required: ['box'], properties: { box } },
    background: fill,
    shapes: { type: 'array', maxItems: LIMITS.shapesPerScene, items: shape },
    product,
    images: { type: 'array', maxItems: LIMITS.imagesPerScene, items: image },
    texts: { type: 'array', maxItems: LIMITS.textsPerScene, items: text },
  },
} as const;

const level = (range: { min: number; max: number }) =>
  ({ type: 'number', minimum: range.min, maximum: range.max }) as const;

/** A definition's default music: an audio asset and how it is laid under the video. */
const music = {
  type: 'object',
  additionalProperties: false,
  required: ['asset_id'],
  properties: {
    asset_id: assetRef.properties.asset_id,
    volume_db: level(MUSIC_LEVELS.volume_db),
    fade_in_seconds: level(MUSIC_LEVELS.fade_in_seconds),
    fade_out_seconds: level(MUSIC_LEVELS.fade_out_seconds),
  },
} as const;

const voiceLine = {
  type: 'object',
  additionalProperties: false,
  required: ['text', 'scene', 'priority'],
  properties: {
    text: { type: 'string', minLength: 1, maxLength: LIMITS.textLength },
    scene: { type: 'integer', minimum: 0 },
    priority: { type: 'integer', minimum: 1, maximum: 5 },
    while_shown: { type: 'integer', minimum: 0 },
    captions: { enum: ['on', 'off'] },
  },
} as const;

export const TEMPLATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'name',
    'description',
    'width',
    'height',
    'fps',
    'duration_seconds',
    'credits',
    'variables',
    'palette',
    'voiceover',
    'thumbnail_at_seconds',
    'transition',
    'scenes',
  ],
  properties: {
    id: { type: 'string', pattern: '^tmpl_[0-9A-HJKMNP-TV-Z]{26}$' },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    description: { type: 'string', minLength: 1, maxLength: 500 },
    // Even sizes: H.264 in 4:2:0 needs them.
    width: { type: 'integer', minimum: 16, maximum: 3840, multipleOf: 2 },
    height: { type: 'integer', minimum: 16, maximum: 3840, multipleOf: 2 },
    fps: { type: 'integer', minimum: 1, maximum: 60 },
    duration_seconds: { type: 'number', minimum: 6, maximum: 30 },
    credits: { type: 'integer', minimum: 1 },
    variables: { type: 'object' },
    palette: { type: 'object', maxProperties: LIMITS.paletteEntries, additionalProperties: paletteEntry },
    voiceover: {
      type: 'array',
      maxItems: LIMITS.voiceLines,
      items: { oneOf: [{ type: 'string', minLength: 1, maxLength: LIMITS.textLength }, voiceLine] },
    },
    thumbnail_at_seconds: nonNegative,
    transition: {
      type: 'object',
      additionalProperties: false,
      required: ['effect', 'duration_seconds'],
      properties: { effect: { enum: TRANSITIONS }, duration_seconds: nonNegative },
    },
    scenes: { type: 'array', minItems: 1, maxItems: LIMITS.scenes, items: scene },
    music,
  },
} as const;

const {
  id: _id,
  credits: _credits,
  name,
  description,
  width: _width,
  height: _height,
  fps,
  duration_seconds: _seconds,
  variables,
  ...sceneDescription
} = TEMPLATE_SCHEMA.properties;
const side = { type: 'integer', minimum: LIMITS.minSide, maximum: LIMITS.maxSide, multipleOf: 2 } as const;

/**
 * JSON Schema of a `POST /templates` body: the public fields beside `definition`, the scene
 * description, within the limits of a custom template (sides, length). Published in the
 * OpenAPI document for clients to validate offline; the rules it cannot express are the
 * loader's, and checkTemplateBody applies both.
 */
export const TEMPLATE_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description', 'width', 'height', 'fps', 'duration_seconds', 'variables', 'definition'],
  properties: {
    name,
    description,
    // Even sizes (H.264 in 4:2:0); the aspect ratio (1:1, 4:5, 9:16, 16:9) is checked beside.
    width: side,
    height: side,
    fps,
    duration_seconds: { type: 'number', minimum: LIMITS.minSeconds, maximum: LIMITS.maxSeconds },
    variables: {
      ...variables,
      properties: { properties: { type: 'object', maxProperties: LIMITS.variables } },
    },
    definition: {
      type: 'object',
      additionalProperties: false,
      required: TEMPLATE_SCHEMA.required.filter((field) => Object.hasOwn(sceneDescription, field)),
      properties: sceneDescription,
    },
  },
} as const;

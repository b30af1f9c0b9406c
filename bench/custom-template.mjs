// A custom template as an account would post it, for the render benchmark: a 60 s vertical
// product story of 20 scenes (hero, feature, price, close-up, call to action, four times over in
// the brand's colours), each with texts and shapes that enter, leave and move on keyframes (x, y,
// scale, rotation, opacity; all four easings) and, in most scenes, the product, moving in some.
// `customTemplateBody()` is a POST /templates body; checkTemplateBody must accept it.

const W = 1080;
const SCENES = 20;
const TRANSITION = 0.4;
// 20 scenes less 19 transitions make 60 s.
const SCENE_SECONDS = (60 + (SCENES - 1) * TRANSITION) / SCENES;
// Everything on screen stays clear of this band: the captions' room, inside the platform's safe area.
const CAPTIONS = { box: { x: 152, y: 1384, width: 776, height: 152 } };

const box = (x, y, width, height) => ({ x, y, width, height });
const keys = (...pairs) => pairs.map(([at, value, easing]) => (easing ? { at, value, easing } : { at, value }));
/** Leaves the scene in its last half second. */
const leaving = (effect, at = SCENE_SECONDS - 0.55) => ({ effect, at, duration: 0.45 });

const text = (fields) => ({
  font: 'sans',
  weight: 'bold',
  align: 'start',
  valign: 'top',
  colour: 'ink',
  ...fields,
});

/** The product large, at rest or floating, as the scene's focus. */
const product = (moving, fields = {}) => ({
  name: 'product',
  box: box(190, 330, 700, 700),
  fit: 'cover',
  backdrop: 'white',
  zoom: { from: 1, to: 1.08 },
  ...(moving
    ? {
        enter: { effect: 'slide_up', at: 0, duration: 0.6 },
        animate: {
          y: keys([0.6, 0], [1.8, -24, 'ease_in_out'], [3, 0, 'ease_in_out']),
          rotation: keys([0.6, 0], [2.2, -3, 'ease_in_out']),
          scale: keys([0.6, 1], [3, 1.05, 'ease_out']),
        },
      }
    : { shadow: true }),
  ...fields,
});

/** Soft circles drifting behind everything, and a turning diamond. */
const drift = (colour, dx, dy) => [
  {
    name: 'glow',
    kind: 'circle',
    box: box(-160, 180, 760, 760),
    colour,
    opacity: 0.14,
    animate: { x: keys([0, 0], [SCENE_SECONDS, dx]), y: keys([0, 0], [SCENE_SECONDS, dy]) },
  },
  {
    name: 'ring',
    kind: 'circle',
    box: box(700, 1100, 300, 300),
    colour,
    opacity: 0.18,
    enter: { effect: 'fade', at: 0.2, duration: 0.5 },
    animate: { scale: keys([0.2, 0.8], [1.4, 1.1, 'ease_out'], [3, 1, 'ease_in_out']) },
  },
  {
    name: 'diamond',
    kind: 'rect',
    box: box(860, 240, 110, 110),
    colour: 'white',
    opacity: 0.5,
    radius: 18,
    enter: { effect: 'fade', at: 0.3, duration: 0.4 },
    exit: leaving('fade'),
    animate: { rotation: keys([0.3, 45], [2.5, 135, 'ease_in_out']) },
  },
];

const counter = (n, colour = 'on_brand') =>
  text({
    name: 'counter',
    text: String(n + 1).padStart(2, '0'),
    box: box(80, 200, 200, 80),
    size: 56,
    min_size: 40,
    max_lines: 1,
    colour,
    enter: { effect: 'fade', at: 0.1, duration: 0.4 },
    exit: leaving('fade'),
    animate: { opacity: keys([0.5, 1], [2.4, 0.6, 'ease_in']) },
  });

/** One scene of each design; `n` is the scene's index. */
const DESIGNS = [
  // Hero: the product on a gradient stage, its name rising under it.
  (n) => ({
    background: { gradient: { from: 'brand', to: 'brand_deep', angle: 160 } },
    shapes: drift('white', 120, 60),
    product: product(n % 2 === 0),
    texts: [
      counter(n),
      text({
        name: 'badge',
        text: '{{phrase.new}}',
        box: box(560, 200, 360, 80),
        size: 32,
        min_size: 22,
        max_lines: 1,
        colour: 'brand_deep',
        align: 'end',
        valign: 'middle',
        uppercase: true,
        letter_spacing: 0.2,
        panel: { colour: 'white', shape: 'rounded', radius: 40, padding: { x: 30, y: 16 }, size: 'text' },
        enter: { effect: 'slide_left', at: 0.3, duration: 0.5 },
        exit: leaving('fade'),
        animate: { rotation: keys([0.8, 0], [1.2, -4, 'ease_out'], [1.6, 0, 'ease_in']) },
      }),
      text({
        name: 'name',
        text: '{{product.name}}',
        short: '{{product.name:clause}}',
        box: box(80, 1080, 920, 250),
        size: 92,
        min_size: 54,
        line_height: 1.05,
        max_lines: 2,
        colour: 'on_brand_deep',
        enter: { effect: 'slide_up', at: 0.6, duration: 0.7 },
        exit: leaving('slide_up'),
        animate: { scale: keys([1.3, 1], [2.8, 1.04, 'ease_in_out']) },
      }),
    ],
  }),
  // Feature: the headline and the description on paper, a brand stripe sweeping in.
  (n) => ({
    background: { colour: 'paper' },
    shapes: [
      {
        name: 'stripe',
        kind: 'rect',
        box: box(0, 300, 1080, 420),
        colour: 'brand',
        enter: { effect: 'slide_right', at: 0, duration: 0.5 },
        animate: { x: keys([0.5, 0], [SCENE_SECONDS, -60, 'linear']) },
      },
      {
        name: 'dot',
        kind: 'circle',
        box: box(820, 820, 160, 160),
        colour: 'brand',
        opacity: 0.8,
        enter: { effect: 'fade', at: 0.8, duration: 0.3 },
        exit: leaving('fade'),
        animate: { y: keys([0.8, 0], [2.6, 180, 'ease_in']), scale: keys([0.8, 0.4], [1.4, 1, 'ease_out']) },
      },
      {
        name: 'rule',
        kind: 'rect',
        box: box(80, 1010, 200, 10),
        colour: 'brand_deep',
        enter: { effect: 'slide_right', at: 0.9, duration: 0.4 },
        animate: { scale: keys([1.3, 1], [2, 1.6, 'ease_in_out']) },
      },
    ],
    texts: [
      counter(n, 'brand_deep'),
      text({
        name: 'headline',
        text: '{{user_prompt.headline|phrase.discover}}',
        box: box(80, 380, 920, 280),
        size: 84,
        min_size: 48,
        line_height: 1.05,
        max_lines: 3,
        colour: 'on_brand',
        enter: { effect: 'slide_left', at: 0.3, duration: 0.6 },
        exit: leaving('slide_left'),
        animate: { x: keys([0.9, 0], [2.7, 30, 'ease_in_out']) },
      }),
      text({
        name: 'description',
        text: '{{product.description}}',
        box: box(80, 1050, 920, 300),
        weight: 'regular',
        size: 44,
        min_size: 30,
        line_height: 1.3,
        colour: 'muted',
        enter: { effect: 'fade', at: 0.8, duration: 0.6 },
        exit: leaving('fade'),
        animate: { y: keys([0.8, 20], [1.6, 0, 'ease_out']) },
      }),
    ],
  }),
  // Price: a circular badge that pops in and turns, the product beside it.
  (n) => ({
    background: { gradient: { from: 'brand_deep', to: 'brand', angle: 20 } },
    shapes: drift('white', -80, 140),
    product: product(n % 2 === 1, { box: box(140, 300, 520, 520), zoom: { from: 1.1, to: 1 } }),
    texts: [
      text({
        name: 'price',
        text: '{{phrase.only}} {{user_prompt.price}}',
        box: box(560, 640, 380, 380),
        size: 72,
        min_size: 36,
        colour: 'brand_deep',
        align: 'center',
        valign: 'middle',
        panel: { colour: 'white', shape: 'circle', padding: { x: 24, y: 24 }, size: 'box' },
        enter: { effect: 'fade', at: 0.5, duration: 0.3 },
        exit: leaving('fade'),
        animate: {
          scale: keys([0.5, 0.6], [0.9, 1.08, 'ease_out'], [1.2, 1, 'ease_in_out']),
          rotation: keys([0.5, -14], [1.2, 8, 'ease_out'], [2.4, 8]),
        },
      }),
      text({
        name: 'offer',
        text: '{{phrase.limited_offer}}',
        box: box(80, 1090, 920, 120),
        size: 64,
        min_size: 36,
        max_lines: 1,
        colour: 'on_brand',
        uppercase: true,
        enter: { effect: 'slide_up', at: 0.9, duration: 0.5 },
        exit: leaving('slide_down'),
      }),
      text({
        name: 'name',
        text: '{{product.name}}',
        box: box(80, 1230, 920, 120),
        weight: 'regular',
        size: 48,
        min_size: 30,
        max_lines: 2,
        colour: 'on_brand',
        enter: { effect: 'fade', at: 1.2, duration: 0.5 },
        exit: leaving('fade'),
        animate: { opacity: keys([1.7, 1], [2.4, 0.7, 'linear']) },
      }),
    ],
  }),
  // Close-up: the product crossing the frame, its name and a tag line under it.
  (n) => ({
    background: { colour: 'paper' },
    shapes: [
      {
        name: 'block',
        kind: 'rect',
        box: box(-40, 240, 700, 860),
        colour: 'brand',
        radius: 48,
        enter: { effect: 'slide_right', at: 0, duration: 0.5 },
        exit: leaving('slide_left'),
        animate: { rotation: keys([0.5, 0], [2.8, -4, 'ease_in_out']) },
      },
      {
        name: 'dot',
        kind: 'circle',
        box: box(820, 300, 140, 140),
        colour: 'brand_deep',
        enter: { effect: 'fade', at: 0.4, duration: 0.4 },
        animate: { x: keys([0.4, 0], [SCENE_SECONDS, -520, 'ease_in_out']), opacity: keys([0.4, 1], [3, 0.3]) },
      },
    ],
    product: product(true, {
      box: box(240, 360, 640, 640),
      enter: { effect: 'slide_left', at: 0, duration: 0.6 },
      animate: {
        x: keys([0.6, 0], [SCENE_SECONDS, -60, 'linear']),
        rotation: keys([0.6, 4], [2.4, 0, 'ease_out']),
      },
    }),
    texts: [
      counter(n, 'brand_deep'),
      text({
        name: 'name',
        text: '{{product.name}}',
        short: '{{product.name:clause}}',
        box: box(80, 1060, 920, 180),
        size: 76,
        min_size: 44,
        max_lines: 2,
        align: 'center',
        enter: { effect: 'slide_up', at: 0.5, duration: 0.6 },
        exit: leaving('fade'),
      }),
      text({
        name: 'tagline',
        text: '{{product.description:clause}}',
        box: box(80, 1250, 920, 110),
        weight: 'regular',
        size: 40,
        min_size: 28,
        max_lines: 2,
        colour: 'muted',
        align: 'center',
        enter: { effect: 'fade', at: 1, duration: 0.5 },
        exit: leaving('fade'),
        animate: { y: keys([1, 16], [1.6, 0, 'ease_out']) },
      }),
    ],
  }),
  // Call to action: a pulsing button under the name and price.
  () => ({
    background: { gradient: { from: 'brand', to: 'brand_deep', angle: 200 } },
    shapes: drift('white', 60, -120),
    product: product(false, { box: box(290, 300, 500, 500), zoom: { from: 1, to: 1.12 } }),
    texts: [
      text({
        name: 'name',
        text: '{{product.name}}',
        box: box(80, 840, 920, 170),
        size: 68,
        min_size: 40,
        max_lines: 2,
        colour: 'on_brand',
        align: 'center',
        enter: { effect: 'slide_down', at: 0.3, duration: 0.6 },
        exit: leaving('fade'),
      }),
      text({
        name: 'price',
        text: '{{user_prompt.price}}',
        box: box(80, 1020, 920, 110),
        size: 80,
        min_size: 40,
        max_lines: 1,
        colour: 'on_brand',
        align: 'center',
        valign: 'middle',
        enter: { effect: 'fade', at: 0.6, duration: 0.4 },
        exit: leaving('fade'),
        animate: { scale: keys([0.6, 1.3], [1, 1, 'ease_in']) },
      }),
      text({
        name: 'cta',
        text: '{{user_prompt.call_to_action|phrase.shop_now}}',
        box: box(200, 1170, 680, 150),
        size: 56,
        min_size: 30,
        max_lines: 1,
        colour: 'brand_deep',
        align: 'center',
        valign: 'middle',
        panel: { colour: 'white', shape: 'rounded', radius: 75, padding: { x: 48, y: 24 }, size: 'box' },
        enter: { effect: 'slide_up', at: 0.9, duration: 0.5 },
        animate: {
          scale: keys([1.4, 1], [1.8, 1.07, 'ease_in_out'], [2.2, 1, 'ease_in_out'], [2.6, 1.07, 'ease_in_out']),
        },
      }),
    ],
  }),
];

/** The custom template's POST /templates body. */
export function customTemplateBody() {
  return {
    name: 'Product story (60 s)',
    description: 'A minute-long vertical story in 20 scenes: hero, features, price, close-up, call to action.',
    width: W,
    height: 1920,
    fps: 30,
    duration_seconds: 60,
    variables: {
      type: 'object',
      additionalProperties: false,
      properties: {
        headline: { type: 'string', minLength: 1, maxLength: 80 },
        price: { type: 'string', minLength: 1, maxLength: 24 },
        call_to_action: { type: 'string', minLength: 1, maxLength: 32 },
        brand_color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
        voiceover: { type: 'boolean' },
        captions: { type: 'boolean' },
      },
    },
    definition: {
      palette: {
        brand: { variable: 'brand_color', default: '#FF5A36' },
        brand_deep: { shade_of: 'brand', amount: -0.55 },
        on_brand: { contrast_with: 'brand' },
        on_brand_deep: { contrast_with: 'brand_deep' },
        ink: '#17141F',
        muted: '#5B5670',
        paper: '#FFF8F2',
        white: '#FFFFFF',
      },
      voiceover: [],
      thumbnail_at_seconds: 2,
      transition: { effect: 'fade', duration_seconds: TRANSITION },
      scenes: Array.from({ length: SCENES }, (_, n) => ({
        duration_seconds: SCENE_SECONDS,
        captions: CAPTIONS,
        ...DESIGNS[n % DESIGNS.length](n),
      })),
    },
  };
}

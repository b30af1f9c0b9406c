import { createCanvas } from '@napi-rs/canvas';
import { fontShorthand, registerFonts } from './fonts.js';

// The Greek alphabet with its tonos and dialytika forms, and a name as a shop writes it. Whether
// the template's font files hold every letter is a machine check (test/fonts.int-spec.ts); this
// proves which face Skia draws them with.
const GREEK = 'ΆΈΉΊΌΎΏΐΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΪΫάέήίΰαβγδεζηθικλμνξοπρςστυφχψωϊϋόύώ Κεραμική κούπα';

const STYLES = (['sans', 'serif'] as const).flatMap((font) =>
  (['regular', 'bold'] as const).map((weight) => ({ font, weight })),
);

describe('the fonts', () => {
  beforeAll(registerFonts);

  it.each(STYLES)('draw Greek with the template font, not a fallback ($font $weight)', ({ font, weight }) => {
    // The same line drawn with the whole stack, with the template's family alone, and with the
    // fallbacks alone (whose first face with Greek letters is the CJK one, of another design).
    const stack = fontShorthand(font, weight, 64);
    const [primary, ...fallbacks] = stack.split(', ');
    const size = primary!.slice(0, primary!.indexOf('"'));
    const drawn = (shorthand: string) => {
      const ctx = createCanvas(4000, 100).getContext('2d');
      ctx.font = shorthand;
      ctx.fillText(GREEK, 10, 75);
      return Buffer.from(ctx.getImageData(0, 0, 4000, 100).data);
    };
    expect(drawn(stack).equals(drawn(primary!))).toBe(true);
    expect(drawn(stack).equals(drawn(`${size}${fallbacks.join(', ')}`))).toBe(false);
  });
});

import fc from 'fast-check';
import {
  bodyOfTemplate,
  loadTemplates,
  parseTemplate,
  TEMPLATE_ERROR_CODES,
  templateOfBody,
  type TemplateBody,
} from '@reelsmith/templates';
import { templateBodies } from '@reelsmith/testing';
import { TEMPLATE_WARNING_CODES } from './template-warnings.js';
import { validateTemplate } from './validate-template.js';

/**
 * Generated template bodies (built-ins changed a few times, hostile texts, any JSON): validation
 * never throws, says valid exactly when it finds no error, prices only what is valid, and what
 * it accepts the engine's loader accepts too. 1,500 cases; `FUZZ_RUNS=14` runs 21,000,
 * `FUZZ_SEED=<n>` replays a run. That accepted templates render is apps/render/test/template-fuzz.int-spec.ts.
 */
const RUNS = 1500 * Number(process.env.FUZZ_RUNS ?? 1);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

describe('validating generated templates', () => {
  let bases: TemplateBody[];
  beforeAll(async () => {
    bases = (await loadTemplates()).map(bodyOfTemplate);
  });

  it('never throws, answers valid exactly when there is no error, and accepts only what the loader accepts', () => {
    let valid = 0;
    fc.assert(
      fc.property(templateBodies(bases), (body) => {
        const result = validateTemplate(body);
        expect(result.valid).toBe(result.errors.length === 0);
        for (const issue of result.errors) {
          expect(TEMPLATE_ERROR_CODES).toContain(issue.code);
          expect(typeof issue.param).toBe('string');
        }
        for (const issue of result.warnings) expect(TEMPLATE_WARNING_CODES).toContain(issue.code);
        if (!result.valid) {
          expect(result).toMatchObject({ warnings: [], credits: null });
          return;
        }
        valid++;
        expect(Number.isInteger(result.credits)).toBe(true);
        expect(() =>
          parseTemplate(templateOfBody(body as TemplateBody, 'tmpl_00000000000000000000000000', 1), 'generated'),
        ).not.toThrow();
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    // The generator must keep producing valid templates, or the property says little about them.
    expect(valid).toBeGreaterThan(RUNS / 10);
  });
});

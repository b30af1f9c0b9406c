import { ApiClient, sharedStack, type TestStack } from '@reelsmith/testing';
import { bodyOfTemplate, loadTemplates, type TemplateBody } from '@reelsmith/templates';

interface Validation {
  valid: boolean;
  errors: Array<{ code: string; param: string }>;
  warnings: Array<{ code: string; param: string }>;
  credits: number | null;
}

describe('template validation through the gateway', () => {
  let stack: TestStack;
  let api: ApiClient;
  let body: TemplateBody;

  beforeAll(async () => {
    stack = sharedStack();
    api = new ApiClient(stack.baseUrl, (await stack.createAccount()).apiKey);
    body = bodyOfTemplate((await loadTemplates()).find((template) => template.height > template.width)!);
  });

  afterAll(() => stack?.dispose());

  it("answers a built-in template's body valid, with its price, and a broken one with its errors' dotted params", async () => {
    const valid = await api.post<Validation>('/templates/validate', body);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ valid: true, errors: [], warnings: expect.any(Array), credits: expect.any(Number) });
    // The vertical is laid out clear of TikTok's, Reels' and Shorts' interfaces: nothing to warn of.
    expect(valid.body.warnings).toEqual([]);

    const broken = structuredClone(body);
    broken.definition.scenes[1]!.texts[0]!.box.width = broken.width * 2;
    broken.definition.scenes[0]!.texts[0]!.text = '{{product.nickname}}';
    const invalid = await api.post<Validation>('/templates/validate', broken);
    expect(invalid.status).toBe(200);
    expect(invalid.body).toMatchObject({ valid: false, warnings: [], credits: null });
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'unknown_placeholder', param: 'definition.scenes.0.texts.0.text' }),
        expect.objectContaining({ code: 'box_outside_frame', param: 'definition.scenes.1.texts.0.box' }),
      ]),
    );
  });
});

import { arrangedTemplate } from './arrangement.js';
import { assetIdsOf, assetProblems, assetReferences } from './asset-references.js';
import { bodyOfTemplate, checkTemplateBody, templateOfBody, type TemplateBody } from './template-body.js';
import { loadTemplates } from './template-loader.js';
import { previewTemplate } from './template-preview.js';
import type { ImageElement, TemplateDefinition } from './template.types.js';

const PICTURE = 'asset_01JZ0000000000000000000001';
const FONT = 'asset_01JZ0000000000000000000002';
const TRACK = 'asset_01JZ0000000000000000000003';

describe('assets in a definition', () => {
  let template: TemplateDefinition;
  let body: TemplateBody;
  const withAssets = (change: (copy: TemplateBody) => void = () => undefined): TemplateBody => {
    const copy = structuredClone(body);
    const scene = copy.definition.scenes[0]!;
    scene.images = [
      { name: 'logo', asset_id: PICTURE, box: { x: 40, y: 40, width: 200, height: 100 }, fit: 'contain' },
    ];
    scene.texts[0]!.font = { asset_id: FONT };
    change(copy);
    return copy;
  };
  const findings = (candidate: unknown) =>
    checkTemplateBody(candidate).errors.map((issue) => `${issue.code} ${issue.param}`);

  beforeAll(async () => {
    template = (await loadTemplates())[0]!;
    body = bodyOfTemplate(template);
  });

  it('accepts pictures and fonts named by asset id, and lists every reference with its field', () => {
    const check = checkTemplateBody(withAssets());
    expect(check.errors).toEqual([]);
    const flat = templateOfBody(check.template!, template.id, 1);
    expect(assetReferences(flat)).toEqual([
      { asset_id: PICTURE, kind: 'image', path: ['scenes', 0, 'images', 0, 'asset_id'] },
      { asset_id: FONT, kind: 'font', path: ['scenes', 0, 'texts', 0, 'font', 'asset_id'] },
    ]);
    expect(assetIdsOf(flat)).toEqual([PICTURE, FONT]);
  });

  it('refuses a malformed asset id, too many pictures, a picture off the frame and a name used twice', () => {
    expect(findings(withAssets((copy) => (copy.definition.scenes[0]!.images![0]!.asset_id = '../etc/passwd')))).toEqual(
      ['parameter_invalid definition.scenes.0.images.0.asset_id'],
    );
    expect(
      findings(withAssets((copy) => (copy.definition.scenes[0]!.texts[0]!.font = { asset_id: 'x' } as never))),
    ).toEqual(['parameter_invalid definition.scenes.0.texts.0.font.asset_id']);
    const many = withAssets((copy) => {
      const scene = copy.definition.scenes[0]!;
      scene.images = Array.from({ length: 11 }, () => structuredClone(scene.images![0]!));
    });
    expect(findings(many)).toEqual(['limit_exceeded definition.scenes.0.images']);
    const off = withAssets((copy) => (copy.definition.scenes[0]!.images![0]!.box.x = copy.width - 10));
    expect(findings(off)).toEqual(['box_outside_frame definition.scenes.0.images.0.box']);
    const named = withAssets((copy) => {
      const scene = copy.definition.scenes[0]!;
      scene.images![0]!.name = scene.texts[0]!.name ?? 'headline';
      scene.texts[0]!.name = scene.images![0]!.name;
    });
    expect(findings(named)).toEqual(['name_not_unique definition.scenes.0.texts.0.name']);
  });

  it('keeps the caption region clear of a picture with captions on, as of the product', () => {
    const covering = withAssets((copy) => {
      const scene = copy.definition.scenes[0]!;
      scene.images![0]!.box = { ...scene.captions!.box };
    });
    expect(findings(covering)).toEqual(['caption_region_overlaps definition.scenes.0.captions.box']);
    const moved = withAssets((copy) => {
      const scene = copy.definition.scenes[0]!;
      scene.images![0]!.box = { ...scene.captions!.box };
      scene.images![0]!.captions_box = { x: 40, y: 40, width: 200, height: 100 };
    });
    expect(findings(moved)).toEqual([]);
  });

  it('mirrors, takes caption boxes and rescales pictures like the other elements', () => {
    const flat = templateOfBody(withAssets(), template.id, 1);
    const image = (t: TemplateDefinition): ImageElement => t.scenes[0]!.images![0]!;
    expect(image(arrangedTemplate(flat, { captions: false, direction: 'rtl' })).box).toEqual({
      x: flat.width - 240,
      y: 40,
      width: 200,
      height: 100,
    });
    const half = previewTemplate(flat, { width: flat.width / 2, height: flat.height / 2, durationSeconds: 6 });
    expect(image(half).box).toEqual({ x: 20, y: 20, width: 100, height: 50 });
  });

  it("answers a missing (or another account's) asset and one of the wrong kind at the field naming it", () => {
    const flat = templateOfBody(withAssets(), template.id, 1);
    expect(
      assetProblems(flat, [
        { id: PICTURE, kind: 'image' },
        { id: FONT, kind: 'font' },
      ]),
    ).toEqual([]);
    expect(assetProblems(flat, [{ id: FONT, kind: 'image' }]).map((issue) => `${issue.code} ${issue.param}`)).toEqual([
      'asset_missing scenes.0.images.0.asset_id',
      'asset_wrong_kind scenes.0.texts.0.font.asset_id',
    ]);
  });

  it('takes a default music asset with its levels, within their ranges, as an audio reference', () => {
    const withMusic = withAssets((copy) => (copy.definition.music = { asset_id: TRACK, volume_db: -6 }));
    const flat = templateOfBody(checkTemplateBody(withMusic).template!, template.id, 1);
    expect(assetReferences(flat).at(-1)).toEqual({ asset_id: TRACK, kind: 'audio', path: ['music', 'asset_id'] });
    expect(
      assetProblems(flat, [
        { id: PICTURE, kind: 'image' },
        { id: FONT, kind: 'font' },
        { id: TRACK, kind: 'image' },
      ]).map((issue) => `${issue.code} ${issue.param} ${issue.message}`),
    ).toEqual([`asset_wrong_kind music.asset_id The asset '${TRACK}' is an image; music needs an audio file.`]);
    const loud = withAssets((copy) => (copy.definition.music = { asset_id: TRACK, volume_db: 3 }));
    expect(findings(loud)).toEqual(['parameter_invalid definition.music.volume_db']);
    const slow = withAssets((copy) => (copy.definition.music = { asset_id: TRACK, fade_in_seconds: 6 }));
    expect(findings(slow)).toEqual(['parameter_invalid definition.music.fade_in_seconds']);
    expect(findings(withAssets((copy) => (copy.definition.music = { volume_db: -6 } as never)))).toEqual([
      'parameter_missing definition.music.asset_id',
    ]);
  });
});

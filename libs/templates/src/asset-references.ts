import { templateIssue, type FieldPath, type TemplateIssue } from './template-issues.js';
import { isAssetFont, type TemplateDefinition } from './template.types.js';

/** What a definition uses an asset as: a picture (`scenes[].images[]`), a text's font, or its music. */
export type AssetUse = 'image' | 'font' | 'audio';

/** The parts of a definition that name assets. */
type AssetNaming = Pick<TemplateDefinition, 'scenes' | 'music'>;

/** One place a definition names an asset, at its flat path (`scenes.1.images.0.asset_id`). */
export interface AssetReference {
  asset_id: string;
  kind: AssetUse;
  path: FieldPath;
}

/** Every asset a definition names, in the order of its fields. */
export function assetReferences(template: AssetNaming): AssetReference[] {
  const music: AssetReference[] = template.music
    ? [{ asset_id: template.music.asset_id, kind: 'audio', path: ['music', 'asset_id'] }]
    : [];
  const scenes = template.scenes.flatMap((scene, s) => [
    ...(scene.images ?? []).map((image, i): AssetReference => ({
      asset_id: image.asset_id,
      kind: 'image',
      path: ['scenes', s, 'images', i, 'asset_id'],
    })),
    ...scene.texts.flatMap((text, t): AssetReference[] =>
      isAssetFont(text.font)
        ? [{ asset_id: text.font.asset_id, kind: 'font', path: ['scenes', s, 'texts', t, 'font', 'asset_id'] }]
        : [],
    ),
  ]);
  return [...scenes, ...music];
}

/** The distinct ids of the assets a definition names. */
export const assetIdsOf = (template: AssetNaming): string[] => [
  ...new Set(assetReferences(template).map((reference) => reference.asset_id)),
];

const NEEDS: Record<AssetUse, string> = {
  image: 'a picture needs an image',
  font: "a text's font needs a font",
  audio: 'music needs an audio file',
};

/** A finding about an asset a definition names. */
export type AssetIssue = TemplateIssue & { code: 'asset_missing' | 'asset_wrong_kind' };

/**
 * What is wrong with a definition's assets, given the account's own assets among those it names
 * (`found`): one that is not there (deleted, never uploaded, or another account's: the same
 * answer, so ids cannot be probed) is `asset_missing`; a font used as a picture or the reverse is
 * `asset_wrong_kind`.
 */
export function assetProblems(template: AssetNaming, found: ReadonlyArray<{ id: string; kind: string }>): AssetIssue[] {
  const kinds = new Map(found.map((asset) => [asset.id, asset.kind]));
  return assetReferences(template).flatMap(({ asset_id, kind, path }): AssetIssue[] => {
    const actual = kinds.get(asset_id);
    if (actual === undefined)
      return [
        {
          ...templateIssue('asset_missing', path, `No such asset: '${asset_id}'. Upload it with POST /assets first.`),
          code: 'asset_missing',
        },
      ];
    if (actual !== kind) {
      const message = `The asset '${asset_id}' is ${actual === 'image' || actual === 'audio' ? 'an' : 'a'} ${actual}; ${NEEDS[kind]}.`;
      return [{ ...templateIssue('asset_wrong_kind', path, message), code: 'asset_wrong_kind' }];
    }
    return [];
  });
}

import {
  ServiceError,
  musicLevelsOf,
  type AccountScoped,
  type MusicChoice,
  type MusicLevels,
  type RenderAsset,
  type RenderMusic,
  type RenderTemplate,
  type VideoMusic,
} from '@reelsmith/contracts';
import type { MessageBus } from '@reelsmith/messaging';
import type { TemplateMusic } from '@reelsmith/templates';

/** The music a video is made with: as its record shows it, and as its render lays it. */
export interface ResolvedMusic {
  record: VideoMusic;
  render: RenderMusic;
}

/**
 * The music of a new video (or preview): the request's (`null` turns a template's default off),
 * else the template's default, else none. A request's asset must be the account's own (another
 * account's answers like a missing one, 404 at `music.asset_id`) and audio (`asset_wrong_kind`);
 * a template's was checked by the catalog when it resolved the template's assets.
 */
export async function resolveMusic(
  bus: MessageBus,
  query: AccountScoped & { music?: MusicChoice | null },
  template: RenderTemplate,
): Promise<ResolvedMusic | null> {
  if (query.music === null) return null;
  if (query.music?.url !== undefined) {
    const levels = musicLevelsOf(query.music);
    return { record: { asset_id: null, url: query.music.url, ...levels }, render: { url: query.music.url, ...levels } };
  }
  if (query.music?.asset_id !== undefined) {
    const { data } = await bus.request('catalog.find_assets', {
      account_id: query.account_id,
      ids: [query.music.asset_id],
    });
    return withAsset(requestedAudio(data[0], query.music.asset_id), query.music);
  }
  const fallback = (template.scene as { music?: TemplateMusic }).music;
  if (!fallback) return null;
  const asset = template.assets?.find((candidate) => candidate.id === fallback.asset_id);
  // The catalog answers a template's assets or refuses the template: a gap here is a bug.
  if (asset?.kind !== 'audio') throw new Error(`template ${template.id} lacks its music asset ${fallback.asset_id}`);
  return withAsset(asset, fallback);
}

function requestedAudio(asset: RenderAsset | undefined, id: string): RenderAsset {
  if (!asset) throw new ServiceError('resource_missing', `No such asset: '${id}'.`, 'music.asset_id');
  if (asset.kind !== 'audio') {
    throw new ServiceError(
      'asset_wrong_kind',
      `The asset '${id}' is ${asset.kind === 'image' ? 'an image' : 'a font'}; music needs an audio file.`,
      'music.asset_id',
    );
  }
  return asset;
}

function withAsset(asset: RenderAsset, choice: Partial<MusicLevels>): ResolvedMusic {
  const levels = musicLevelsOf(choice);
  return { record: { asset_id: asset.id, url: null, ...levels }, render: { asset, ...levels } };
}

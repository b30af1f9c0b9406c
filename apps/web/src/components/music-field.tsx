import type { AudioAsset, MusicChoice } from '@reelsmith/sdk';
import { SelectField, TextField } from './field.js';

/** What the picker holds: which music, the URL typed, the level. */
export interface MusicPick {
  /** `template` (its default, if any), `none`, `url`, or an audio asset's id. */
  source: string;
  url: string;
  volumeDb: string;
}

export const TEMPLATE_MUSIC: MusicPick = { source: 'template', url: '', volumeDb: '' };

/** The request's `music` for a pick: absent for the template's, `null` for none. */
export function musicOf(pick: MusicPick): { music?: MusicChoice | null } {
  if (pick.source === 'template') return {};
  if (pick.source === 'none') return { music: null };
  const level = pick.volumeDb === '' ? {} : { volume_db: Number(pick.volumeDb) };
  return { music: pick.source === 'url' ? { url: pick.url, ...level } : { asset_id: pick.source, ...level } };
}

/** Music under the video: the template's, none, one of the account's audio assets, or a URL; with its level. */
export function MusicField({
  pick,
  tracks,
  errorOf,
  onChange,
}: {
  pick: MusicPick;
  tracks: AudioAsset[];
  errorOf: (field: string) => string | undefined;
  onChange: (pick: MusicPick) => void;
}) {
  const chosen = pick.source !== 'template' && pick.source !== 'none';
  return (
    <fieldset>
      <legend>Music</legend>
      <SelectField
        label="Track"
        value={pick.source}
        onChange={(event) => onChange({ ...pick, source: event.target.value })}
        error={errorOf('music.asset_id') ?? errorOf('music')}
        hint="Lowered under the voice-over, brought to platform loudness with it."
      >
        <option value="template">Template default</option>
        <option value="none">No music</option>
        {tracks.map((track) => (
          <option key={track.id} value={track.id}>
            {track.name ?? track.id} ({Math.round(track.duration_seconds)} s)
          </option>
        ))}
        <option value="url">From a URL…</option>
      </SelectField>
      {pick.source === 'url' && (
        <TextField
          label="Music URL"
          type="url"
          required
          placeholder="https://…/track.mp3"
          value={pick.url}
          error={errorOf('music.url')}
          onChange={(event) => onChange({ ...pick, url: event.target.value })}
        />
      )}
      {chosen && (
        <TextField
          label="Volume (dB)"
          type="number"
          min={-30}
          max={0}
          step={1}
          placeholder="-10"
          value={pick.volumeDb}
          error={errorOf('music.volume_db')}
          hint="−30 (quiet) to 0; default −10."
          onChange={(event) => onChange({ ...pick, volumeDb: event.target.value })}
        />
      )}
    </fieldset>
  );
}

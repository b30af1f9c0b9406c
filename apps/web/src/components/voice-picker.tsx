import { useEffect, useRef, useState } from 'react';
import type { Voice } from '@reelsmith/sdk';
import { SelectField } from './field.js';
import { useClient } from '../lib/session-context.js';
import { useLoad } from '../lib/use-load.js';

/** A voice as the picker names it: its name, engine and gender. */
const voiceLabel = (voice: Voice) => `${voice.name} — ${voice.engine}, ${voice.gender}`;

/**
 * The voices of the video's language, and a button that plays the chosen one's sample (the
 * language's default voice when none is chosen). The sample is fetched with the API key and
 * played from memory.
 */
export function VoicePicker({
  language,
  value,
  onChange,
  error,
}: {
  language: Voice['language'];
  value: string;
  onChange: (voice: string) => void;
  error: string | undefined;
}) {
  const rs = useClient();
  const voices = useLoad(() => rs.voices.list({ language }), [rs, language]);
  const [playing, setPlaying] = useState(false);
  const [playError, setPlayError] = useState<string | undefined>();
  const audio = useRef<HTMLAudioElement | undefined>(undefined);
  useEffect(() => () => audio.current?.pause(), []);

  const heard = value || voices.data?.find((voice) => voice.engine === 'espeak')?.id;
  const play = async () => {
    if (!heard) return;
    setPlaying(true);
    setPlayError(undefined);
    try {
      const wav = await rs.voices.sample(heard);
      const url = URL.createObjectURL(new Blob([wav as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }));
      audio.current?.pause();
      audio.current = new Audio(url);
      audio.current.addEventListener('ended', () => URL.revokeObjectURL(url), { once: true });
      await audio.current.play();
    } catch {
      setPlayError('The sample could not be played.');
    } finally {
      setPlaying(false);
    }
  };

  return (
    <div className="voice-picker">
      <SelectField
        label="Voice"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error ?? playError}
        hint="Who speaks the voice-over. Listen before you choose."
      >
        <option value="">Default (eSpeak)</option>
        {(voices.data ?? [])
          .filter((voice) => voice.engine !== 'espeak')
          .map((voice) => (
            <option key={voice.id} value={voice.id}>
              {voiceLabel(voice)}
            </option>
          ))}
      </SelectField>
      <button type="button" className="secondary" disabled={!heard || playing} onClick={() => void play()}>
        {playing ? 'Loading…' : '▶ Play sample'}
      </button>
    </div>
  );
}

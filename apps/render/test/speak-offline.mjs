// Speaks one phrase with each voice named on the command line, in this process, through the
// built engine code, and prints what came out as JSON. voices-offline.int-spec.ts runs it inside
// an empty network namespace (`unshare -n`): a voice that needed the network would fail here.
import { connect } from 'node:net';
import { speakPieces } from '../dist/voiceover/speech.js';
import { VoiceRegistry } from '../dist/voices/voice-registry.js';

const [modelsDir, workDir, probePort, ...ids] = process.argv.slice(2);

/** Whether a TCP connection to the test's listener on 127.0.0.1 opens: never, in an empty namespace. */
const probe = () =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(probePort), timeout: 2_000 });
    socket.once('connect', () => resolve(socket.destroy() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });

const registry = await VoiceRegistry.discover({
  espeakPath: 'espeak-ng',
  festivalPath: 'festival',
  modelsDir,
  timeoutMs: 10_000,
});
const voices = [];
for (const id of ids) {
  const voice = registry.get(id);
  const request = { language: voice.voice.language, voice, workDir, timeoutMs: 20_000 };
  const [speech] = await speakPieces(['Shop now, while it lasts.'], 1, request);
  voices.push({
    id,
    sampleRate: speech.audio.sampleRate,
    seconds: (speech.to - speech.from) / speech.audio.sampleRate,
  });
}
registry.close();
process.stdout.write(JSON.stringify({ connected: await probe(), voices }));

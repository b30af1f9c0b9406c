import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { modelConfig } from './neural-engine.js';
import { VoiceFolderError, type NeuralVoiceFiles } from './neural-voice-folders.js';

// Loads the model and says one word, in a process of its own: what the worker will do in its own
// process, where sherpa-onnx ends the whole process on some broken files instead of throwing.
const PROBE = `
const sherpa = require(process.env.SHERPA_MODULE);
sherpa.OfflineTts.createAsync(JSON.parse(process.env.VOICE_CONFIG))
  .then((tts) => tts.generateAsync({ text: 'ok', sid: Number(process.env.VOICE_SPEAKER), speed: 1 }))
  .then((audio) => process.exit(audio.samples.length > 0 ? 0 : 3), (error) => { console.error(error.message); process.exit(2); });
`;

/**
 * Checks at start that a mounted voice loads and speaks, in a child process, so that a broken
 * model stops the worker at start naming its folder, rather than ending the worker on the first
 * render that asks for it, and again on every redelivery.
 */
export function checkModelSpeaks(files: NeuralVoiceFiles, timeoutMs: number): Promise<void> {
  const sherpa = createRequire(import.meta.url).resolve('sherpa-onnx-node');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', PROBE], {
      env: {
        PATH: process.env.PATH,
        SHERPA_MODULE: sherpa,
        VOICE_CONFIG: JSON.stringify(modelConfig(files)),
        VOICE_SPEAKER: String(files.speaker),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let said = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (said = (said + chunk).slice(-2_000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      const how = signal ? `was ended by ${signal}` : `exited with ${code}`;
      const why = said.trim().split('\n').slice(-3).join(' ') || 'no message';
      reject(
        new VoiceFolderError(
          `VOICE_MODELS_DIR: the voice ${files.voice.id} does not load and speak: its check ${how} (${why})`,
        ),
      );
    });
  });
}

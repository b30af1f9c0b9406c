/** The part of sherpa-onnx-node (which ships no types) that the neural voices use. */
declare module 'sherpa-onnx-node' {
  export interface OfflineTtsConfig {
    model: {
      vits?: { model: string; tokens: string; dataDir?: string };
      kokoro?: { model: string; voices: string; tokens: string; dataDir?: string };
      numThreads?: number;
      provider?: 'cpu';
      debug?: boolean;
    };
    maxNumSentences?: number;
  }

  export interface GeneratedAudio {
    samples: Float32Array;
    sampleRate: number;
  }

  export interface OfflineTts {
    readonly sampleRate: number;
    readonly numSpeakers: number;
    generateAsync(request: { text: string; sid: number; speed: number }): Promise<GeneratedAudio>;
  }

  // A CommonJS module whose exports Node cannot list: everything comes as the default export.
  const sherpa: { OfflineTts: { createAsync(config: OfflineTtsConfig): Promise<OfflineTts> } };
  export default sherpa;
}

import { describe, expect, it } from '@jest/globals';
import type { Video } from '@reelsmith/sdk';
import { playerCaptionsTrack, warningsOf } from './video-captions.js';

const video = (userPrompt: Record<string, unknown>, extra: Partial<Video> = {}) =>
  ({ captions_url: 'https://videos.example/v1/files/captions/x.vtt', user_prompt: userPrompt, ...extra }) as Video;

describe('the video page’s captions and warnings', () => {
  it('plays the WebVTT track only when the captions are not burned into the picture', () => {
    expect(playerCaptionsTrack(video({ voiceover: true }))).toBe('https://videos.example/v1/files/captions/x.vtt');
    expect(playerCaptionsTrack(video({ voiceover: true, captions: true }))).toBeUndefined();
  });

  it('lists the render’s warnings, and none for a record without them', () => {
    const warnings = [{ code: 'text_shortened', message: 'The headline was shortened', element: 'headline' }];
    expect(warningsOf(video({}, { warnings }))).toEqual(warnings);
    expect(warningsOf({ user_prompt: {} } as unknown as Video)).toEqual([]);
  });
});

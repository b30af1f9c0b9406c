/**
 * `text` with `&`, `<` and `>` as character references: plain text inside markup that reads
 * them as tags (SSML for espeak-ng, a WebVTT cue), which user text must never become.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

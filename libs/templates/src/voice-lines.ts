import type { TemplateDefinition, VoiceLine } from './template.types.js';

/** A line of the spoken script, either form: `scene` is undefined for the older bare string. */
export type ScriptLine = Omit<VoiceLine, 'scene'> & { scene?: number };

/** The priority of an older bare-string line: kept like the most important lines. */
const BARE_LINE_PRIORITY = 1;

/** The template's voice-over lines in one shape, in the order spoken. */
export function scriptLines(template: Pick<TemplateDefinition, 'voiceover'>): ScriptLine[] {
  return template.voiceover.map((line) =>
    typeof line === 'string' ? { text: line, priority: BARE_LINE_PRIORITY } : line,
  );
}

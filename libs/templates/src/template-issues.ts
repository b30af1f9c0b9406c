import type { TemplateIssue } from '@reelsmith/contracts';

export type { TemplateIssue };

/**
 * Every code a template's errors carry, stable across releases (docs/template-format.md gives
 * an example of each). The shape's codes come from its JSON Schema; the others from the rules
 * a schema cannot express.
 */
export const TEMPLATE_ERROR_CODES = [
  // The body and its shape (JSON Schema).
  'parameter_invalid',
  'parameter_missing',
  'parameter_unknown',
  'limit_exceeded',
  'definition_too_large',
  'aspect_ratio_unsupported',
  // variables
  'variables_not_object',
  'variables_not_closed',
  'variables_schema_invalid',
  'engine_variable_missing',
  'engine_variable_not_boolean',
  'variable_never_shown',
  // References
  'unknown_placeholder',
  'unknown_placeholder_filter',
  'unknown_colour',
  'palette_variable_undeclared',
  'palette_entry_invalid',
  // The voice-over script
  'voice_line_scene_missing',
  'voice_line_text_missing',
  'voice_lines_out_of_order',
  // Layout and timing
  'box_outside_frame',
  'min_size_above_size',
  'box_below_one_line',
  'enter_after_scene',
  'exit_before_entered',
  'exit_after_scene',
  'keyframe_after_scene',
  'keyframes_out_of_order',
  'reveal_with_motion',
  'scene_too_short',
  'scene_durations_mismatch',
  'thumbnail_after_end',
  'name_not_unique',
  // Room for captions
  'caption_region_missing',
  'caption_region_outside_safe_area',
  'caption_region_meets_watermark',
  'caption_region_too_small',
  'caption_region_overlaps',
  // Assets (checked where they are: the catalog)
  'asset_missing',
  'asset_wrong_kind',
] as const;
export type TemplateErrorCode = (typeof TEMPLATE_ERROR_CODES)[number];

/** Where in the template a finding is: `['scenes', 0, 'captions', 'box']`. */
export type FieldPath = ReadonlyArray<string | number>;

/** A finding about the field at `path` of the (flat) template: its param is the path, dotted. */
export function templateIssue(code: TemplateErrorCode, path: FieldPath, message: string): TemplateIssue {
  return { code, message, param: path.join('.') };
}

/** An issue as one readable line, for a template file that fails at start-up. */
export function describeIssue(issue: TemplateIssue): string {
  return issue.param === '' ? issue.message : `${issue.param}: ${issue.message}`;
}

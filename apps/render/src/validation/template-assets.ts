import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RenderAsset, TemplateValidation, ValidateTemplateCommand } from '@reelsmith/contracts';
import { assetIdsOf, assetProblems, bodyParam, checkTemplateBody } from '@reelsmith/templates';
import type { ObjectStorage } from '@reelsmith/storage';
import { useAssetFonts } from '../drawing/fonts.js';
import { fetchAssets } from '../renders/asset-files.js';

export interface TemplateAssetsDeps {
  /** The account's own assets among `ids` (the catalog's `find_assets`). */
  find: (ids: string[]) => Promise<{ data: RenderAsset[] }>;
  storage: ObjectStorage;
  workRoot?: string;
  validate: (body: unknown) => TemplateValidation;
}

/**
 * Validates a body that names the account's assets as the catalog will judge them (a missing,
 * foreign or wrong-kind asset is the same error, at the same field) and, when they are all
 * there, with its fonts registered, so the warnings come from the layout in those fonts: a text
 * the font lacks the script of is `font_missing_glyphs`, measured in the font it falls back to.
 */
export async function withTemplateAssets(
  command: ValidateTemplateCommand,
  deps: TemplateAssetsDeps,
): Promise<TemplateValidation> {
  const check = checkTemplateBody(command.template);
  const ids = check.valid ? assetIdsOf(check.template.definition) : [];
  if (!check.valid || ids.length === 0) return deps.validate(command.template);
  const found = (await deps.find(ids)).data;
  const errors = assetProblems(check.template.definition, found).map((issue) => ({
    ...issue,
    param: bodyParam(issue.param),
  }));
  if (errors.length > 0) return { valid: false, errors, warnings: [], credits: null };
  const fonts = found.filter((asset) => asset.kind === 'font');
  if (fonts.length === 0) return deps.validate(command.template);
  const dir = await mkdtemp(join(deps.workRoot ?? tmpdir(), 'validate-fonts-'));
  try {
    const files = await fetchAssets(deps.storage, command.account_id, fonts, dir);
    const release = useAssetFonts(
      files.flatMap((file) => (file.kind === 'font' ? [{ id: file.id, path: file.path, scripts: file.scripts }] : [])),
    );
    try {
      return deps.validate(command.template);
    } finally {
      release();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

import type { CreateBatchCommand, RenderTemplate } from '@reelsmith/contracts';
import type { MessageBus } from '@reelsmith/messaging';
import { loadTemplates, templateSummary } from '@reelsmith/templates';
import type { VideoInputs } from '../videos/video-inputs.js';
import { BatchInputs } from './batch-inputs.js';

/** Templates by id as catalog would answer them; nothing else is asked before the check. */
function inputsWith(templates: Record<string, RenderTemplate>) {
  const bus = {
    request: async (name: string, payload: { id: string }) => {
      if (name !== 'catalog.get_render_template') throw new Error(`unexpected request ${name}`);
      return templates[payload.id];
    },
  } as unknown as MessageBus;
  return new BatchInputs(bus, {} as VideoInputs);
}

const command: CreateBatchCommand = {
  account_id: 'acct_BATCHOUTPUTS00000000000000',
  product_ids: ['prod_1'],
  template_ids: ['tmpl_SHORT', 'tmpl_LONG'],
  languages: ['en'],
  user_prompt: {},
  outputs: [{ profile: 'tiktok' }],
  webhook_url: null,
};

describe(BatchInputs.name, () => {
  it("refuses a batch whose profile does not take one of its templates' length, naming that template", async () => {
    const [definition] = await loadTemplates();
    const template: RenderTemplate = { ...templateSummary(definition!), scene: definition! };
    const inputs = inputsWith({
      tmpl_SHORT: { ...template, id: 'tmpl_SHORT' },
      tmpl_LONG: { ...template, id: 'tmpl_LONG', name: 'Story', duration_seconds: 75 },
    });
    await expect(inputs.resolve(command)).rejects.toMatchObject({
      code: 'parameter_invalid',
      param: 'outputs.0.profile',
      message: expect.stringContaining("the template 'Story' lasts 75 seconds (template_ids[1])"),
    });
  });
});

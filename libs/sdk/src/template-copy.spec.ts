import type { TemplateDetail } from './types.js';
import { templateBodyOf } from './template-copy.js';

describe(templateBodyOf.name, () => {
  it("is a template's GET answer less what the service decides, copied deep", () => {
    const detail = {
      id: 'tmpl_01JZ6Q8X0000000000000SQRE0',
      owner: 'reelsmith',
      version: 3,
      credits: 3,
      created_at: '2026-11-28T00:00:00.000Z',
      updated_at: '2026-11-28T00:00:00.000Z',
      name: 'Bold (square)',
      description: 'A square post.',
      width: 1080,
      height: 1080,
      fps: 30,
      duration_seconds: 8,
      variables: { type: 'object' },
      definition: { palette: { badge: '#FFD23F' } },
    } as unknown as TemplateDetail;
    const body = templateBodyOf(detail);
    expect(Object.keys(body).sort()).toEqual([
      'definition',
      'description',
      'duration_seconds',
      'fps',
      'height',
      'name',
      'variables',
      'width',
    ]);
    (body.definition.palette as Record<string, string>).badge = '#000000';
    expect((detail.definition.palette as Record<string, string>).badge).toBe('#FFD23F');
  });
});

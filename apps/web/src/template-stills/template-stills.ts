// Written by bench/template-stills.mjs (`npm run stills:templates`): edit the templates, not this.
import landscapeShowcase from './landscape-showcase.jpg';
import squareBold from './square-bold.jpg';
import verticalSpotlight from './vertical-spotlight.jpg';

/** The URL of a still of each built-in template, by template id. */
export const TEMPLATE_STILLS: Readonly<Record<string, string>> = {
  tmpl_01JZ6Q8X0000000000000HRZN0: landscapeShowcase,
  tmpl_01JZ6Q8X0000000000000SQRE0: squareBold,
  tmpl_01JZ6Q8X0000000000000VERT0: verticalSpotlight,
};

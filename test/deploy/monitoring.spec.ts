import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { parse } from 'yaml';

/**
 * The Prometheus alert rules and the Grafana dashboard, checked without a Prometheus (promtool
 * is not on these machines): each query parses with Prometheus' own PromQL grammar, and names
 * only metrics the apps define. test/e2e/metrics.e2e-spec.ts checks that the apps serve them.
 */
const root = join(import.meta.dirname, '..', '..');

interface Rule {
  alert?: string;
  expr?: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const rules = (
  parse(readFileSync(join(root, 'k8s/monitoring/alerts.yaml'), 'utf8')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((group) => group.rules);

interface Panel {
  title: string;
  targets?: { expr?: string }[];
}
const dashboard = JSON.parse(readFileSync(join(root, 'k8s/monitoring/grafana-dashboard.json'), 'utf8')) as {
  panels: Panel[];
};

/** Every series name the apps' metrics produce: a histogram's are its _bucket, _count and _sum. */
function definedSeries(): Set<string> {
  const series = new Set<string>();
  const sources = ['apps', 'libs'].flatMap((top) =>
    readdirSync(join(root, top)).flatMap((name) => {
      const src = join(root, top, name, 'src');
      try {
        return readdirSync(src, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
          .map((file) => readFileSync(join(src, file), 'utf8'));
      } catch {
        return [];
      }
    }),
  );
  const definition = /new (Counter|Gauge|Histogram|Summary)\b[^(]*\(\{\s*name: '([a-z0-9_]+)'/g;
  for (const source of sources) {
    for (const [, kind, name] of source.matchAll(definition)) {
      series.add(name!);
      if (kind === 'Histogram' || kind === 'Summary') for (const end of ['_count', '_sum']) series.add(name! + end);
      if (kind === 'Histogram') series.add(`${name!}_bucket`);
    }
  }
  return series;
}

/** The metric names a query selects, or the text of its first syntax error. */
function readQuery(expr: string): { metrics: string[]; error?: string } {
  const metrics: string[] = [];
  let error: string | undefined;
  parser.parse(expr).iterate({
    enter: (node) => {
      if (node.type.isError) error ??= `syntax error at ${node.from}: "${expr.slice(node.from, node.from + 20)}"`;
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') {
        metrics.push(expr.slice(node.from, node.to));
      }
    },
  });
  return { metrics, error };
}

/** prom-client's default metrics, which every app collects (libs/observability). */
const DEFAULT_METRIC = /^(process|nodejs)_/;

const queries = [
  ...rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr ?? '' })),
  ...dashboard.panels.flatMap((panel) =>
    (panel.targets ?? []).map((target) => ({ where: `panel "${panel.title}"`, expr: target.expr ?? '' })),
  ),
];

describe('the alert rules and the dashboard', () => {
  const defined = definedSeries();

  it('finds the metrics the apps define', () => {
    expect(defined).toContain('reelsmith_dead_letters_total');
    expect(defined).toContain('reelsmith_http_request_duration_seconds_bucket');
  });

  it('gives each alert a unique name, a query, a severity and a summary', () => {
    for (const rule of rules) {
      expect(rule).toMatchObject({
        alert: expect.stringMatching(/^Reelsmith[A-Z]\w+$/),
        expr: expect.any(String),
        labels: { severity: expect.stringMatching(/^(warning|critical)$/) },
        annotations: { summary: expect.any(String) },
      });
      if (rule.for !== undefined) expect(rule.for).toMatch(/^\d+[smh]$/);
    }
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
  });

  it('alerts when events are dead-lettered', () => {
    const alert = rules.find((rule) => rule.expr?.includes('reelsmith_dead_letters_total'));
    expect(alert?.alert).toBe('ReelsmithEventsDeadLettered');
  });

  it('writes every query in valid PromQL, selecting only metrics the apps define', () => {
    expect(queries.length).toBeGreaterThan(rules.length);
    const problems = queries.flatMap(({ where, expr }) => {
      const { metrics, error } = readQuery(expr);
      const unknown = metrics.filter((name) => !defined.has(name) && !DEFAULT_METRIC.test(name));
      return [
        ...(error ? [`${where}: ${error}`] : []),
        ...(metrics.length === 0 ? [`${where}: selects no metric`] : []),
        ...unknown.map((name) => `${where}: no app defines ${name}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('catches a query that does not parse or names an unknown metric', () => {
    expect(readQuery('sum(rate(reelsmith_webhook_attempts_total[5m])').error).toBeDefined();
    expect(readQuery('rate(reelsmith_no_such_metric[5m])').metrics.filter((name) => !defined.has(name))).toEqual([
      'reelsmith_no_such_metric',
    ]);
  });
});

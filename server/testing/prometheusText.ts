import parsePrometheusTextFormat, {
  type PrometheusFamily,
  type PrometheusSample,
} from 'parse-prometheus-text-format';

/**
 * A scrape read as Prometheus reads it: each family by name, with a sum over matching samples.
 * The parser folds a histogram's series into one only when it has no labels: after a first read
 * of the whole text (which throws on a malformed scrape, and gives each family's type), the
 * samples are read with histograms as their plain _bucket, _sum and _count series, each with its
 * labels.
 */
export class Scraped {
  readonly types: Map<string, PrometheusFamily['type']>;
  private readonly families = new Map<string, PrometheusFamily>();

  constructor(readonly text: string) {
    this.types = new Map(
      parsePrometheusTextFormat(text).map((family) => [family.name, family.type]),
    );
    const series = parsePrometheusTextFormat(
      text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'),
    );
    // A labelled histogram's series interleave (each label set's buckets, sum and count): a
    // family each time, gathered back by name.
    for (const family of series) {
      const known = this.families.get(family.name);
      if (known) known.metrics.push(...family.metrics);
      else this.families.set(family.name, { ...family, metrics: [...family.metrics] });
    }
  }

  samples(name: string): PrometheusSample[] {
    const family = this.families.get(name);
    if (!family) throw new Error(`no metric ${name} in the scrape`);
    return family.metrics;
  }

  /** The sum of a counter's or gauge's samples whose labels include `labels` (0: none). */
  value(name: string, labels: Record<string, string> = {}): number {
    return this.matching(name, labels).reduce((sum, sample) => sum + Number(sample.value), 0);
  }

  /** The observations of a histogram's series whose labels include `labels`. */
  count(name: string, labels: Record<string, string> = {}): number {
    return this.value(`${name}_count`, labels);
  }

  /** Every label value of every sample: what no address, path or token may be among. */
  labelValues(): string[] {
    return [...this.families.values()].flatMap((family) =>
      family.metrics.flatMap((sample) => Object.values(sample.labels ?? {})),
    );
  }

  private matching(name: string, labels: Record<string, string>): PrometheusSample[] {
    return this.samples(name).filter((sample) =>
      Object.entries(labels).every(([key, value]) => sample.labels?.[key] === value),
    );
  }
}

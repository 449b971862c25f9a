// Reads samples out of a Prometheus text exposition, for tests that check /metrics.
export type Sample = { name: string; labels: Record<string, string>; value: number };

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)$/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

export function parseSamples(text: string): Sample[] {
  return text.split("\n").flatMap((line) => {
    const match = SAMPLE_LINE.exec(line);
    if (!match || line.startsWith("#")) return [];
    const [, name = "", labelText = "", value = ""] = match;
    const labels = Object.fromEntries([...labelText.matchAll(LABEL)].map(([, key = "", label = ""]) => [key, label]));
    return [{ name, labels, value: Number(value) }];
  });
}

/** The value of the one sample named `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matches = parseSamples(text).filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matches.length > 1) throw new Error(`${matches.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matches[0]?.value;
}

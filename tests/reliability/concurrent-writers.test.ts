import { expect, it } from 'vitest';
import { recordFigure } from './figures';
import { standInForFile } from './stand-in-process';
import { ms, percentile, runWriters, storedMarkers } from './writers';

const section = '50 concurrent writers';
const standIn = standInForFile('writers');

it('50 writers sending 4,000 demo requests together: every 201 is stored exactly once, nothing else is', async () => {
  const prefix = `writers-${Date.now()}`;
  const started = performance.now();
  const log = await runWriters({ url: standIn().url, prefix, writers: 50, total: 4000 });
  const seconds = (performance.now() - started) / 1000;

  const stored = await storedMarkers(standIn().url, prefix);
  const latencies = log.outcomes.map((outcome) => outcome.ms);
  recordFigure(section, 'inserts sent / answered 201', `${log.outcomes.length} / ${log.acknowledged.length}`);
  recordFigure(section, 'rows stored', stored.length);
  recordFigure(section, 'throughput', `${(log.outcomes.length / seconds).toFixed(0)} inserts/s`);
  recordFigure(section, 'latency p50 / p95 / p99', [50, 95, 99].map((p) => ms(percentile(latencies, p))).join(' / '));

  expect(log.outcomes.filter((outcome) => outcome.status !== 201)).toEqual([]);
  expect(log.acknowledged).toHaveLength(4000);
  expect(new Set(stored).size).toBe(stored.length);
  expect([...stored].sort()).toEqual([...log.acknowledged].sort());
});

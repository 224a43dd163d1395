import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Measurement } from './load.ts';
import type { UncachedTiming } from './profile.ts';

export interface BenchReport {
  kind: 'pglite' | 'postgres';
  startedAt: string;
  machine: { cpus: number; node: string };
  settings: { connections: number; durationS: number; warmupS: number; acceptEncoding: string };
  dataset: Record<string, number>;
  http: (Measurement & { ratio: number | null })[];
  uncached: UncachedTiming[];
  serverPeakRssMb: number;
  ceilingPeakRssMb: number;
}

const pad = (value: string, width: number, right = false) => (right ? value.padStart(width) : value.padEnd(width));

function table(headers: string[], rows: string[][], rightAligned: number[]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!, rightAligned.includes(i))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Each endpoint's req/s over its ceiling's. */
export function withRatios(measurements: Measurement[]): BenchReport['http'] {
  const byName = new Map(measurements.map((m) => [m.name, m]));
  return measurements.map((m) => {
    const ceiling = m.ceiling ? byName.get(m.ceiling) : undefined;
    return { ...m, ratio: ceiling?.reqPerSec ? Number((m.reqPerSec / ceiling.reqPerSec).toFixed(2)) : null };
  });
}

const statusText = (s: Record<string, number>) =>
  Object.entries(s)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ');

export function printReport(report: BenchReport): void {
  console.log(
    `\nHTTP (${report.kind}, ${report.settings.connections} conexiones, ${report.settings.durationS} s tras ${report.settings.warmupS} s de calentamiento)\n`,
  );
  console.log(
    table(
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'KB/resp', 'vs techo', 'respuestas'],
      report.http.map((m) => [
        m.name,
        String(m.reqPerSec),
        String(m.p50Ms),
        String(m.p99Ms),
        (m.bytesPerResponse / 1024).toFixed(1),
        m.ratio === null ? '—' : m.ratio.toFixed(2),
        statusText(m.statuses) + (m.errors ? ` errores×${m.errors}` : ''),
      ]),
      [1, 2, 3, 4, 5],
    ),
  );
  console.log(`\nRSS máximo del servidor: ${report.serverPeakRssMb} MB (techo: ${report.ceilingPeakRssMb} MB)`);
  console.log('\nSin caché, en proceso, una petición a la vez\n');
  console.log(
    table(
      ['petición', 'veces', 'p50 ms', 'p99 ms', 'consultas'],
      report.uncached.map((t) => [t.name, String(t.iterations), String(t.p50Ms), String(t.p99Ms), String(t.statements)]),
      [1, 2, 3, 4],
    ),
  );
}

/** bench/results/<timestamp>-<kind>.json, plus the plans beside it. */
export function writeReport(report: BenchReport, plans: string): string {
  const dir = new URL('./results/', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  const stamp = report.startedAt.replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}-${report.kind}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, `${stamp}-${report.kind}-plans.md`), plans);
  return file;
}

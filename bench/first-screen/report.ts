/** The first-screen table: per screen the median, min and max time, KB on the wire and requests. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

import { percentile } from '../lib/stats';
import type { Visit } from './visit';

/** The targets printed beside the figures. */
export const TARGETS = { screenMs: 1000, signInMs: 500, companyPortalKb: 300 };

export interface Row {
  screen: string;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Medians over the runs, until the first data was visible. */
  kb: number;
  requests: number;
  /** Medians over the runs, until the network was idle. */
  idleKb: number;
  idleRequests: number;
  /** Median of the main thread's long tasks (over 50 ms) until the data was visible, summed. */
  longTaskMs: number;
  targetMs: number;
  targetKb?: number;
  runsMs: number[];
}

export function row(screen: string, visits: Visit[], targetMs: number, targetKb?: number): Row {
  const ms = visits.map((v) => v.ms);
  const median = (pick: (v: Visit) => number) => percentile(visits.map(pick), 50);
  return {
    screen,
    medianMs: percentile(ms, 50),
    minMs: Math.min(...ms),
    maxMs: Math.max(...ms),
    kb: median((v) => v.kb),
    requests: median((v) => v.requests),
    idleKb: median((v) => v.idleKb),
    idleRequests: median((v) => v.idleRequests),
    longTaskMs: median((v) => v.longTaskMs),
    targetMs,
    ...(targetKb === undefined ? {} : { targetKb }),
    runsMs: ms,
  };
}

const mark = (value: number, target: number) => `${value} (< ${target} ${value < target ? '✓' : '✗'})`;

export function markdown(rows: Row[], heading: string): string {
  const lines = [
    heading,
    '',
    '| screen | median ms | min | max | KB on the wire | requests |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.screen} | ${mark(r.medianMs, r.targetMs)} | ${r.minMs} | ${r.maxMs} | ` +
        `${r.targetKb === undefined ? r.kb : mark(r.kb, r.targetKb)} | ${r.requests} |`,
    ),
    '',
    'KB and requests: what had arrived when the first data was visible (median of the runs); ' +
      'for sign-in, only what left after the code was typed. Until the network was idle: ' +
      rows.map((r) => `${r.screen} ${r.idleKb} KB / ${r.idleRequests}`).join('; ') +
      '.',
  ];
  return `${lines.join('\n')}\n`;
}

/** bench/results/first-screen-<date>[-LABEL].json and .md. */
export function writeResults(date: string, label: string | undefined, json: object, md: string): string {
  const base = new URL(`../results/first-screen-${date}${label ? `-${label}` : ''}`, import.meta.url);
  mkdirSync(new URL('.', base), { recursive: true });
  writeFileSync(`${base.pathname}.json`, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(`${base.pathname}.md`, md);
  return base.pathname;
}

/** The commit measured, and the files changed in the work tree beside it. */
export function gitState() {
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trimEnd();
  return { head: git('rev-parse', '--short', 'HEAD'), changed: git('status', '--short').split('\n').filter(Boolean) };
}

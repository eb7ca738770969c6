/**
 * A CPU profile of the process it is imported into, written when it exits:
 * `SERVER_NODE_OPTIONS='--import ./bench/api-throughput/profiler.mjs' npm run bench:api` (Node
 * refuses --cpu-prof in NODE_OPTIONS). PROFILE_DIR (/tmp/api-profile) receives server-<time>.cpuprofile;
 * open it in Chrome's DevTools (Performance) or read its samples.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 200 });
session.post('Profiler.start');
// An in-process inspector session answers synchronously, so the profile is written before exit.
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (error) return;
    const dir = process.env.PROFILE_DIR ?? '/tmp/api-profile';
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/server-${Date.now()}.cpuprofile`, JSON.stringify(result.profile));
  });
});

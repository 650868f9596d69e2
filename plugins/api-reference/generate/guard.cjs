/**
 * Loaded (`node --require`) into the page generator's process by ./run-generator.ts: a watchdog thread
 * that kills the generator as soon as the process that started it is gone. It runs on a thread of its
 * own, so it acts even while the generator's main thread is stuck in a runaway computation, when no
 * event handler of the main thread would ever run.
 */
'use strict';
const {Worker} = require('node:worker_threads');

// The parent names itself: by the time this runs, a parent killed early would already be replaced.
const parent = Number(process.env.API_GENERATOR_PARENT_PID) || process.ppid;
const watchdog = new Worker(
  `
  const {workerData} = require('node:worker_threads');
  setInterval(() => {
    if (process.ppid !== workerData.parent) process.kill(process.pid, 'SIGKILL');
  }, 250);
  `,
  {eval: true, workerData: {parent}},
);
// The generator exits when its work is done; the watchdog must not keep it alive.
watchdog.unref();

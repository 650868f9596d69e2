/** The bounds of the cross-engine pass: a call that never answers fails with a line naming what it waited for. */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {boundMethods, EngineStuck, within} from './bounded';

const never = () => new Promise<never>(() => undefined);

test('within: an answer in time is passed on', async () => {
  assert.equal(await within(1000, 'WebKitGTK: goto', Promise.resolve('loaded')), 'loaded');
});

test('within: no answer is an EngineStuck that names the call', async () => {
  await assert.rejects(within(10, 'WebKitGTK: session start', never()), (error: unknown) => {
    assert.ok(error instanceof EngineStuck);
    assert.equal(error.message, 'WebKitGTK: session start: no answer within 0.01 s');
    return true;
  });
});

test('within: the call’s own failure is passed on, not taken for a stall', async () => {
  await assert.rejects(within(1000, 'Firefox ESR: click', Promise.reject(new Error('no such element'))), {
    message: 'no such element',
  });
});

test('boundMethods: each method of a driver is bounded and named by engine and method', async () => {
  const driver = boundMethods('WebKitGTK', 10, {name: 'WebKitGTK', goto: never, errors: async () => ['x']});
  assert.equal(driver.name, 'WebKitGTK');
  assert.deepEqual(await driver.errors(), ['x']);
  await assert.rejects(driver.goto(), {message: 'WebKitGTK: goto: no answer within 0.01 s'});
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { createSlots, DECODES_AT_ONCE } from '../../src/uploads/decode-slots';
import { createDiskStore } from '../../src/uploads/disk-store';
import { storeStream } from '../../src/uploads/store';
import { makeJpeg, makePng } from './fixtures';

let uploadDir: string;
beforeEach(() => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'decode-slots-test-'));
});
afterEach(() => {
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe('createSlots', () => {
  it('runs at most its limit of tasks at once, the others in arrival order, and frees a slot on failure', async () => {
    const withSlot = createSlots(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (index: number) =>
      withSlot(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        if (index === 1) throw new Error('failed');
        return index;
      });
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map(task));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});

describe('image decoding across the process', () => {
  it(`keeps at most ${DECODES_AT_ONCE} sharp pipeline(s) running however many uploads arrive at once`, async () => {
    expect(DECODES_AT_ONCE).toBeLessThanOrEqual(Math.min(2, os.availableParallelism()));
    const inputs = await Promise.all([
      makeJpeg(1600, 1200),
      makePng(1200, 900),
      makeJpeg(1200, 1600, '#aa3300'),
      makeJpeg(1400, 1000, '#00aa33'),
    ]);
    // sharp's own counter of the pipelines running on a worker thread. (Its sum with the queued
    // ones can be read torn, one pipeline counted in both, as a worker takes it.)
    let running = 0;
    let polling = true;
    const poll = () => {
      running = Math.max(running, sharp.counters().process);
      if (polling) setImmediate(poll);
    };
    poll();
    const store = createDiskStore(uploadDir, { warn: jest.fn() });
    let stored: unknown[];
    try {
      stored = await Promise.all(
        inputs.map((input) => storeStream(store, Readable.from(input), ['image'])),
      );
    } finally {
      // Also when the test fails or times out: a poll left running keeps Jest from exiting.
      polling = false;
    }
    expect(stored).toHaveLength(4);
    // The polling saw the decoding (so the bound below is not met by seeing nothing).
    expect(running).toBeGreaterThan(0);
    expect(running).toBeLessThanOrEqual(DECODES_AT_ONCE);
  }, 60_000);
});

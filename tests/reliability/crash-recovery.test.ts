import Sqlite from 'better-sqlite3';
import {
  killAllApis,
  makeDataDir,
  removeDataDir,
  signIn,
  startApi,
  stopApi,
  type ApiProcess,
} from './support/api-process';
import { fetchLookupIds, propertyFiles, validPropertyForm } from './support/property-form';
import { orphanUploads, sqliteFile } from './support/uploads';

jest.setTimeout(240_000);

const CREATES = 100;
/** Kill once this many creates have been answered: the rest are still being written. */
const KILL_AFTER_ANSWERS = 5;

interface Answer {
  index: number;
  status: number;
  body: { id?: number; prp_id?: string; message?: string };
}

let dataDir: string;
afterAll(async () => {
  await killAllApis();
  if (dataDir) removeDataDir(dataDir);
});

describe('an API process killed with SIGKILL during 100 concurrent property creates', () => {
  it('restarts on the same data with every acknowledged create present exactly once, an intact database and no orphan upload', async () => {
    dataDir = makeDataDir();
    const first: ApiProcess = await startApi({ dataDir });
    const token = await signIn(first.url);
    const ids = await fetchLookupIds(first.url);
    const files = await propertyFiles(ids);

    const answers: Answer[] = [];
    let killed = false;
    const killNow = () => {
      if (killed) return;
      killed = true;
      process.kill(first.pid, 'SIGKILL');
    };
    const creates = Array.from({ length: CREATES }, async (_, index) => {
      const response = await fetch(`${first.url}/api/property/store`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: validPropertyForm(ids, files, { projectName: `Crash Test ${index}` }),
      });
      const body = (await response.json()) as Answer['body'];
      answers.push({ index, status: response.status, body });
      if (answers.length >= KILL_AFTER_ANSWERS) killNow();
    });
    const settled = await Promise.allSettled(creates);
    // Should every create finish before the kill (a very fast machine), kill anyway.
    killNow();
    const exit = await first.exited;
    expect(exit.signal).toBe('SIGKILL');

    const acknowledged = answers.filter((answer) => answer.status >= 200 && answer.status < 300);
    const failed = settled.filter((result) => result.status === 'rejected').length;
    console.log(
      `crash: ${acknowledged.length} creates acknowledged, ${failed} cut off by the kill, ` +
        `${answers.length - acknowledged.length} refused`,
    );
    // Before the kill, nothing but success: no 5xx, no "database is locked".
    expect(answers.filter((answer) => answer.status >= 300)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);

    const second = await startApi({ dataDir });
    const adminToken = await signIn(second.url);
    for (const { body, index } of acknowledged) {
      const response = await fetch(`${second.url}/api/property/get_allproperty/${body.id}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect({ index, status: response.status }).toEqual({ index, status: 200 });
    }
    await stopApi(second);
    expect((await second.exited).code).toBe(0);

    const db = new Sqlite(sqliteFile(dataDir), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const rows = db
        .prepare(
          `select id, prp_id, project_name from properties where project_name like 'Crash Test %'`,
        )
        .all() as { id: number; prp_id: string; project_name: string }[];
      for (const { body, index } of acknowledged) {
        const matching = rows.filter((row) => row.project_name === `Crash Test ${index}`);
        expect(matching).toEqual([
          { id: body.id, prp_id: body.prp_id, project_name: `Crash Test ${index}` },
        ]);
      }
      // Unacknowledged creates may or may not have committed, but never twice.
      const names = rows.map((row) => row.project_name);
      expect(names.length).toBe(new Set(names).size);
      const prpIds = rows.map((row) => row.prp_id);
      expect(prpIds.length).toBe(new Set(prpIds).size);
      // A create cut off between storing its files and committing its row must not leave the
      // files behind for ever (docs/decisions/078: "a failed save leaves no file behind").
      const orphans = orphanUploads(dataDir, db);
      expect({ orphans: orphans.length, sample: orphans.slice(0, 5) }).toEqual({
        orphans: 0,
        sample: [],
      });
    } finally {
      db.close();
    }
  });
});

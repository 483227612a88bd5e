import { HttpError } from '../../src/lib/http-error';
import { SAVE_TOO_SLOW_MESSAGE, startSaveDeadline } from '../../src/uploads/save-deadline';
import { build, bearer, type TestApp } from '../helpers/build';
import { uploadStoreForTests } from '../helpers/s3-server';
import {
  draftFields,
  postStore,
  requiredFiles,
  seedLookups,
  storeProperty,
  uploadedFiles,
  type LookupIds,
} from '../routes/property/setup';
import { makeJpeg, multipart } from './fixtures';

describe('startSaveDeadline', () => {
  it('refuses a save once half the sweep’s minimum age has passed since its files were stored', () => {
    expect(() => startSaveDeadline(60_000)()).not.toThrow();
    const late = startSaveDeadline(60_000, Date.now() - 31_000);
    expect(late).toThrow(HttpError);
    expect(late).toThrow(SAVE_TOO_SLOW_MESSAGE);
  });

  it('sets no limit when one process owns the files (no minimum age)', () => {
    expect(() => startSaveDeadline(0, 0)()).not.toThrow();
  });
});

describe('a save slower than the sweep allows', () => {
  const storeUnderTest = uploadStoreForTests();
  // Its own app: files older than 1 ms may be swept, so every save is too slow.
  let slow: TestApp;
  let ids: LookupIds;
  let token: string;

  beforeAll(async () => {
    slow = await build(storeUnderTest.overrides());
    ids = await seedLookups(slow.db);
    const owner = await slow.createUser();
    token = await slow.signIn(owner.username, owner.password);
  });
  afterAll(() => slow.close());

  it('is refused with 503, commits nothing and leaves no file behind', async () => {
    const { id } = await storeProperty(slow, token, ids);
    const before = await uploadedFiles(slow.config);
    slow.config.orphanUploadMinAgeMs = 1;
    try {
      const created = await postStore(slow, token, draftFields(ids), await requiredFiles(ids));
      expect(created.statusCode).toBe(503);
      expect(created.json()).toEqual({ message: SAVE_TOO_SLOW_MESSAGE });
      const body = await multipart({}, [{ name: 'image1', content: await makeJpeg() }]);
      const updated = await slow.app.inject({
        method: 'PUT',
        url: `/api/property/update/${id}`,
        payload: body.payload,
        headers: { ...body.headers, ...bearer(token) },
      });
      expect(updated.statusCode).toBe(503);
    } finally {
      slow.config.orphanUploadMinAgeMs = 0;
    }
    const count = await slow.db
      .selectFrom('properties')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect(await uploadedFiles(slow.config)).toEqual(before);
  });
});

import * as render from '../../src/share-images/render';
import { propertyShareImages, SHARE_IMAGE_BUSY } from '../../src/services/share-images';
import { HttpError } from '../../src/lib/http-error';
import { build, type TestApp } from '../helpers/build';
import { insertProperty } from '../helpers/fixtures';

// The share images a process keeps and makes (lru-cache's fetch), with the drawing held until
// the test lets it finish, so that requests can arrive while an image is being made.
let t: TestApp;
let finishAll: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

beforeEach(() => {
  const drawn = Buffer.from('jpeg');
  let held: Array<() => void> = [];
  finishAll = async () => {
    // The drawings start once the photo was looked for, a few ticks after the loads.
    await new Promise((resolve) => setImmediate(resolve));
    held.forEach((finish) => finish());
    held = [];
  };
  jest
    .spyOn(render, 'renderShareImage')
    .mockImplementation(() => new Promise((resolve) => held.push(() => resolve(drawn))));
});
afterEach(() => jest.restoreAllMocks());

const shareImages = () =>
  propertyShareImages({ db: t.db, config: t.config, uploads: t.app.uploads });

async function imageOf(images: ReturnType<typeof shareImages>, id: number) {
  const image = await images.find(id);
  if (!image) throw new Error(`no share image for ${id}`);
  return image;
}

it('makes an image once for every request that wants it meanwhile, then keeps it', async () => {
  const images = shareImages();
  const { id } = await insertProperty(t.db, 1, { project_name: 'Shared Making' });
  const wanted = await Promise.all(Array.from({ length: 5 }, () => imageOf(images, id)));
  const loads = wanted.map((image) => image.load());
  await finishAll();
  const made = await Promise.all(loads);
  expect(new Set(made).size).toBe(1);
  expect(render.renderShareImage).toHaveBeenCalledTimes(1);
  expect(await (await imageOf(images, id)).load()).toBe(made[0]);
  expect(render.renderShareImage).toHaveBeenCalledTimes(1);
});

it('refuses a 17th image while 16 are being made, with 503 and Retry-After, but lets a request share one', async () => {
  const images = shareImages();
  const ids = [];
  for (let index = 0; index < 17; index += 1) {
    ids.push((await insertProperty(t.db, 1, { project_name: `Busy ${index}` })).id);
  }
  const [last, ...first] = ids.reverse() as [number, ...number[]];
  const wanted = await Promise.all(first.map((id) => imageOf(images, id)));
  const making = wanted.map((image) => image.load());
  const refused = await (await imageOf(images, last)).load().catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(HttpError);
  expect(refused).toMatchObject({ statusCode: 503, message: SHARE_IMAGE_BUSY });
  expect((refused as HttpError).headers).toEqual({ 'retry-after': '5' });
  const shared = (await imageOf(images, first[0] ?? 0)).load();
  await finishAll();
  await Promise.all([...making, shared]);
  expect(render.renderShareImage).toHaveBeenCalledTimes(16);
  const later = (await imageOf(images, last)).load();
  await finishAll();
  await expect(later).resolves.toBeInstanceOf(Buffer);
});

import { variantPath } from '../../../api-server/src/uploads/store';
import { BENCH_ADMIN } from './bulk-seed';
import { round } from './load';
import type { BenchOptions } from './options';
import { startSeededApi } from './servers';
import { makeMp4, makeNoisyJpeg, makePdf } from './upload-fixtures';

const PHOTOS = 6;
const SAVE_TIMEOUT_MS = 180_000;

export interface UploadSectionResult {
  photos: number;
  photoBytes: number[];
  videoBytes: number;
  requestBytes: number;
  /** Seconds from sending the form to the 201 answer, per run. */
  saveSeconds: number[];
  medianSaveSeconds: number;
  /** Bytes of the first photo as uploaded, as stored, and of its variants. */
  image: {
    uploaded: number;
    stored: number;
    card: number;
    medium: number;
    gallery: number;
    cardPath: string;
  };
}

type Lookups = Record<string, number[]>;

function first(lookups: Lookups, key: string): string {
  const id = lookups[key]?.[0];
  if (id === undefined) throw new Error(`uploads: no ${key} seeded`);
  return String(id);
}

function buildForm(lookups: Lookups, photos: Buffer[], video: Buffer, run: number): FormData {
  const form = new FormData();
  const sanctionId = first(lookups, 'sanctions');
  const fields: Record<string, string> = {
    address: 'Survey No. 7, Baner Road, Pune',
    cities: first(lookups, 'cities'),
    status: first(lookups, 'statuses'),
    projectName: `Upload Bench Heights ${run}`,
    price: '8500000',
    project: first(lookups, 'project_types'),
    property: first(lookups, 'property_types'),
    ownership: first(lookups, 'ownership_types'),
    facing: first(lookups, 'facings'),
    size: '1450',
    unit: 'sqft',
    transaction: first(lookups, 'transaction_types'),
    profession: '2027-06',
    launchYear: '2025-01',
    noOfTower: '3',
    noOfUnits: '240',
    availableUnits: '30',
    noOfFloors: '22',
    oc: 'yes',
    cc: 'yes',
    flooring: first(lookups, 'floor_types'),
    reserveParking: 'yes',
    waterSource: first(lookups, 'water_sources'),
    powerBackup: first(lookups, 'power_backups'),
    maps: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
    metro: '1.5',
    hospital: '2',
    busStop: '0.3',
    school: '1.2',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('amenities', first(lookups, 'amenities'));
  form.append('sanction', sanctionId);
  photos.forEach((photo, index) => {
    form.append(
      `image${index + 1}`,
      new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
      `photo-${index + 1}.jpg`,
    );
  });
  form.append('video', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'tour.mp4');
  form.append(
    `sanctionFiles[${sanctionId}]`,
    new Blob([new Uint8Array(makePdf('RERA'))], { type: 'application/pdf' }),
    'rera.pdf',
  );
  return form;
}

async function bytesOf(url: string): Promise<number> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`uploads: ${url} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** Section 5: saving a property with six ~3 MB photos and a 30 MB video through the HTTP API. */
export async function runUploadSection(options: BenchOptions): Promise<UploadSectionResult> {
  process.stdout.write('Uploads: generating six ~3 MB photos and a 30 MB video\n');
  const photos = await Promise.all(
    Array.from({ length: PHOTOS }, (_, index) => makeNoisyJpeg(3 * 1024 * 1024, index)),
  );
  const video = makeMp4();
  const api = await startSeededApi(100);
  try {
    const login = await fetch(`${api.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(BENCH_ADMIN),
      signal: AbortSignal.timeout(30_000),
    });
    if (!login.ok) throw new Error(`uploads: sign-in answered ${login.status}`);
    const { token } = (await login.json()) as { token: string };
    const runs = options.quick ? 1 : 3;
    const saveSeconds: number[] = [];
    let savedId = 0;
    for (let run = 1; run <= runs; run += 1) {
      const form = buildForm(api.seed.lookupIds, photos, video, run);
      const started = performance.now();
      const response = await fetch(`${api.url}/api/property/store`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
        signal: AbortSignal.timeout(SAVE_TIMEOUT_MS),
      });
      const answer = (await response.json()) as { id?: number; message?: string };
      const seconds = (performance.now() - started) / 1000;
      if (response.status !== 201 || !answer.id) {
        throw new Error(`uploads: store answered ${response.status}: ${JSON.stringify(answer)}`);
      }
      savedId = answer.id;
      saveSeconds.push(round(seconds, 2));
      process.stdout.write(`  save ${run}: ${seconds.toFixed(2)} s\n`);
    }
    const list = await fetch(`${api.url}/api/property/properties?limit=100&sort=newest`);
    const items = (await list.json()) as {
      id: number;
      image1: string | null;
      thumbnail: string | null;
    }[];
    const saved = items.find((item) => item.id === savedId);
    if (!saved?.image1 || !saved.thumbnail)
      throw new Error('uploads: the saved property has no image1/thumbnail');
    const gallery = variantPath(saved.image1, 'gallery');
    const sorted = [...saveSeconds].sort((a, b) => a - b);
    return {
      photos: PHOTOS,
      photoBytes: photos.map((photo) => photo.length),
      videoBytes: video.length,
      requestBytes: photos.reduce((sum, photo) => sum + photo.length, 0) + video.length,
      saveSeconds,
      medianSaveSeconds: sorted[Math.floor(sorted.length / 2)] ?? 0,
      image: {
        uploaded: photos[0]?.length ?? 0,
        stored: await bytesOf(`${api.url}/${saved.image1}`),
        card: await bytesOf(`${api.url}/${saved.thumbnail}`),
        medium: await bytesOf(`${api.url}/${variantPath(saved.image1, 'medium')}`),
        gallery: await bytesOf(`${api.url}/${gallery}`),
        cardPath: saved.thumbnail,
      },
    };
  } finally {
    await api.stop();
  }
}

import { MASTERS, type LookupItem, type MasterKey, type PropertySaved } from 'shared-api/contract';
import { makeJpeg, makeMp4, makePdf, makePng, type MediaFile } from './media-files';
import type { StartedProduct } from './start-product';

/** What a journey keeps of a signed-in account: the API answer of POST /api/auth/login. */
export interface ApiSession {
  token: string;
  id: number;
  name: string;
}

export interface Credentials {
  username: string;
  password: string;
}

export interface AgentAccount extends Credentials {
  id: number;
  name: string;
  email: string;
}

async function readJson<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const auth = (session: ApiSession) => ({ Authorization: `Bearer ${session.token}` });

/** Signs in through the API (journeys that are not about the login screen). */
export async function apiSignIn(product: StartedProduct, credentials: Credentials) {
  const response = await fetch(`${product.apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  return readJson<ApiSession>(response, `sign-in of ${credentials.username}`);
}

/** The admin adds an (active) agent through the API, as the Add New User screen does. */
export async function createAgent(
  product: StartedProduct,
  admin: ApiSession,
  handle: string,
): Promise<AgentAccount> {
  const account = {
    name: `Agent ${handle}`,
    email: `${handle}@agents.example.in`,
    mobile: '9876543210',
    username: handle,
    password: `Pw-${handle}-2026`,
  };
  const response = await fetch(`${product.apiUrl}/api/master_table/add_user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(admin) },
    body: JSON.stringify({ ...account, remarks: 'Created by an end-to-end journey' }),
  });
  const { id } = await readJson<{ id: number }>(response, `adding agent ${handle}`);
  return { id, ...account };
}

/** Every lookup list by key (public GET calls). */
export async function getLookups(product: StartedProduct) {
  const entries = await Promise.all(
    MASTERS.map(async (master) => {
      const response = await fetch(`${product.apiUrl}/api/master_table/${master.paths.list}`);
      return [master.key, await readJson<LookupItem[]>(response, master.paths.list)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<MasterKey, LookupItem[]>;
}

export type Lookups = Awaited<ReturnType<typeof getLookups>>;

function firstId(lookups: Lookups, key: MasterKey): string {
  const item = lookups[key][0];
  if (!item) throw new Error(`the demo data has no ${key}`);
  return String(item.id);
}

/** Files every property needs: two images, a video and one file per sanction. */
export async function makePropertyFiles() {
  return {
    image1: await makeJpeg('front.jpg'),
    image2: await makePng('garden.png'),
    video: makeMp4('walkthrough.mp4'),
    sanction: makePdf('rera.pdf'),
  };
}

type PropertyFiles = Awaited<ReturnType<typeof makePropertyFiles>>;

const blobOf = (file: MediaFile) =>
  new Blob([new Uint8Array(file.buffer)], { type: file.mimeType });

/**
 * Creates a complete property through POST /api/property/store as `owner` (the multipart draft of
 * docs/product.md section 8), for journeys whose subject is not the add form.
 */
export async function createPropertyViaApi(
  product: StartedProduct,
  owner: ApiSession,
  options: { projectName: string; price: number; lookups: Lookups; files: PropertyFiles },
): Promise<PropertySaved> {
  const { lookups, files } = options;
  const sanctionId = firstId(lookups, 'sanctions');
  const fields: Record<string, string> = {
    address: `${options.projectName} Road, Pune`,
    cities: firstId(lookups, 'cities'),
    status: firstId(lookups, 'statuses'),
    projectName: options.projectName,
    price: String(options.price),
    project: firstId(lookups, 'project_types'),
    property: firstId(lookups, 'property_types'),
    ownership: firstId(lookups, 'ownership_types'),
    facing: firstId(lookups, 'facings'),
    size: '1150',
    unit: 'sqft',
    transaction: firstId(lookups, 'transaction_types'),
    profession: '2027-06',
    launchYear: '2025-01',
    noOfTower: '2',
    noOfUnits: '120',
    availableUnits: '30',
    noOfFloors: '14',
    oc: 'yes',
    cc: 'yes',
    flooring: firstId(lookups, 'floor_types'),
    reserveParking: 'yes',
    waterSource: firstId(lookups, 'water_sources'),
    powerBackup: firstId(lookups, 'power_backups'),
    amenities: JSON.stringify([Number(firstId(lookups, 'amenities'))]),
    sanction: JSON.stringify([Number(sanctionId)]),
    maps: 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3782!2d73.78!3d18.55',
    metro: '1.5',
    hospital: '2',
    busStop: '0.3',
    school: '1',
    authId: String(owner.id),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image1', blobOf(files.image1), files.image1.name);
  form.append('image2', blobOf(files.image2), files.image2.name);
  form.append('video', blobOf(files.video), files.video.name);
  form.append(`sanctionFiles[${sanctionId}]`, blobOf(files.sanction), files.sanction.name);
  const response = await fetch(`${product.apiUrl}/api/property/store`, {
    method: 'POST',
    headers: auth(owner),
    body: form,
  });
  return readJson<PropertySaved>(response, `creating ${options.projectName}`);
}

/** GET /api/property/details/{id}: the status code (200 or 404) and the body. */
export async function readPropertyDetails(product: StartedProduct, id: number) {
  const response = await fetch(`${product.apiUrl}/api/property/details/${id}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

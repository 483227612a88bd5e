import type { Random } from '../../support/seeded-random';
import { HOSTILE_STRINGS } from './hostile-values';
import type { RouteInfo } from './openapi-routes';

export interface RawBody {
  kind: string;
  headers: Record<string, string>;
  payload: Buffer;
}

/** Real files for the multipart cases (made once by the test with the API's own fixtures). */
export interface SampleFiles {
  jpeg: Buffer;
  pdf: Buffer;
  mp4: Buffer;
}
let samples: SampleFiles | null = null;
export function setSampleFiles(files: SampleFiles): void {
  samples = files;
}

/** Field names of the property form and the sanction master (the multipart routes). */
const FORM_FIELDS = [
  'address',
  'cities',
  'status',
  'projectName',
  'price',
  'project',
  'property',
  'ownership',
  'facing',
  'size',
  'unit',
  'transaction',
  'profession',
  'possession',
  'launchYear',
  'priceFrom',
  'noOfTower',
  'noOfUnits',
  'availableUnits',
  'noOfFloors',
  'oc',
  'cc',
  'flooring',
  'overLooking',
  'reserveParking',
  'waterSource',
  'powerBackup',
  'amenities',
  'sanction',
  'maps',
  'metro',
  'hospital',
  'busStop',
  'school',
  'authId',
  'sanctionIds',
  'keepImages',
  '__proto__',
  'constructor',
  'amenities[]',
] as const;
const FILE_FIELDS = [
  'images',
  'image1',
  'image2',
  'image7',
  'video',
  'sanctionFiles',
  'sanctionFiles[1]',
  'sanctionFiles[99999999999999999999]',
  'file',
  '__proto__',
  'images[]',
] as const;
/** A flood's file fields: more images, videos and sanction files than any form takes. */
const FLOOD_FIELDS = ['images', 'image1', 'image6', 'video', 'sanctionFiles', 'sanctionFiles[1]'];
/** Price values that are never a whole number of rupees ≥ 1: no generated form can be saved. */
const INVALID_PRICES = [
  '',
  'abc',
  '-5',
  '0',
  '1.5',
  '1e400',
  "' OR 1=1 --",
  '<script>',
  '__proto__',
];
const FILENAMES = [
  '../../../etc/passwd',
  'x.jpg',
  'shell.php.jpg',
  '..\\..\\a.pdf',
  '',
  'ü.mp4',
  '%00.jpg',
];

const CRLF = '\r\n';
const escapeQuotes = (text: string) => text.replace(/"/g, '%22').replace(/[\r\n]/g, ' ');

function part(
  boundary: string,
  name: string,
  value: Buffer | string,
  file?: { filename: string; type: string },
): Buffer {
  const disposition = file
    ? `form-data; name="${escapeQuotes(name)}"; filename="${escapeQuotes(file.filename)}"`
    : `form-data; name="${escapeQuotes(name)}"`;
  const head = `--${boundary}${CRLF}Content-Disposition: ${disposition}${CRLF}${file ? `Content-Type: ${file.type}${CRLF}` : ''}${CRLF}`;
  return Buffer.concat([
    Buffer.from(head),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from(CRLF),
  ]);
}

function fileContent(random: Random): { content: Buffer; type: string } {
  const files = samples ?? {
    jpeg: Buffer.from('no samples'),
    pdf: Buffer.from('%PDF'),
    mp4: Buffer.alloc(16),
  };
  return random.pick([
    { content: files.jpeg, type: 'image/jpeg' },
    { content: files.pdf, type: 'image/jpeg' },
    { content: files.mp4, type: 'video/mp4' },
    { content: files.pdf, type: 'application/pdf' },
    { content: Buffer.from('<html><script>alert(1)</script></html>'), type: 'image/jpeg' },
    { content: Buffer.from('#!/bin/sh\nrm -rf /\n'), type: 'video/mp4' },
    { content: Buffer.concat([files.jpeg.subarray(0, 64)]), type: 'image/jpeg' },
    { content: Buffer.alloc(0), type: 'image/png' },
  ]);
}

/** Well-formed multipart whose fields are hostile (and whose price is never valid), with odd files. */
export function hostileMultipart(random: Random, _route: RouteInfo): RawBody {
  const boundary = `----hostile${random.int(0, 1e9 - 1)}`;
  const parts: Buffer[] = [part(boundary, 'price', random.pick(INVALID_PRICES))];
  const fieldCount = random.int(1, 12);
  for (let index = 0; index < fieldCount; index += 1) {
    parts.push(part(boundary, random.pick(FORM_FIELDS), random.pick(HOSTILE_STRINGS)));
  }
  // A quarter are floods: 7 to 14 files, which the forms refuse part by part as they arrive.
  const flood = random.chance(0.25);
  const fileCount = flood ? random.int(7, 14) : random.int(0, 3);
  for (let index = 0; index < fileCount; index += 1) {
    const file = fileContent(random);
    const name = random.pick<string>(flood ? FLOOD_FIELDS : FILE_FIELDS);
    parts.push(
      part(boundary, name, file.content, {
        filename: random.pick(FILENAMES),
        type: file.type,
      }),
    );
  }
  parts.push(Buffer.from(`--${boundary}--${CRLF}`));
  return {
    kind: 'hostile-multipart',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  };
}

/** Multipart that is not: missing or mismatched boundaries, truncation, parts without headers. */
export function brokenMultipart(random: Random): RawBody {
  const boundary = 'BrokenBoundary42';
  const header = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  const valid = part(boundary, 'address', 'Baner Road');
  const variants: RawBody[] = [
    {
      kind: 'multipart-no-markers',
      headers: header,
      payload: Buffer.from('address=Baner&price=1'),
    },
    { kind: 'multipart-truncated', headers: header, payload: valid.subarray(0, valid.length - 5) },
    {
      kind: 'multipart-no-closing',
      headers: header,
      payload: Buffer.concat([valid, part(boundary, 'price', '5')]),
    },
    {
      kind: 'multipart-no-disposition',
      headers: header,
      payload: Buffer.from(`--${boundary}${CRLF}${CRLF}value${CRLF}--${boundary}--${CRLF}`),
    },
    {
      kind: 'multipart-wrong-boundary',
      headers: { 'content-type': 'multipart/form-data; boundary=Other' },
      payload: Buffer.concat([valid, Buffer.from(`--${boundary}--${CRLF}`)]),
    },
    { kind: 'multipart-empty', headers: header, payload: Buffer.alloc(0) },
    {
      kind: 'multipart-garbage',
      headers: header,
      payload: Buffer.from(Array.from({ length: 2048 }, () => random.int(0, 255))),
    },
    {
      kind: 'multipart-huge-part-header',
      headers: header,
      payload: Buffer.from(
        `--${boundary}${CRLF}Content-Disposition: form-data; name="${'n'.repeat(100_000)}"${CRLF}${CRLF}v${CRLF}--${boundary}--${CRLF}`,
      ),
    },
    {
      kind: 'multipart-many-fields',
      headers: header,
      payload: Buffer.concat([
        ...Array.from({ length: 2000 }, (_, i) => part(boundary, `f${i}`, 'x')),
        Buffer.from(`--${boundary}--${CRLF}`),
      ]),
    },
  ];
  return random.pick(variants);
}

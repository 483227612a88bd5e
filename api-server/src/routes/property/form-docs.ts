import {
  BEDROOMS_MAX,
  BEDROOMS_MIN,
  IMAGE_SLOTS,
  PROPERTY_COLUMN_FIELDS,
  PROPERTY_FIELD_NAMES,
  PROPERTY_UPDATE_WIRES,
  propertyField,
  UPLOAD_LIMITS,
  type PropertyFieldName,
} from 'shared-api/contract';

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

const FILE_RULES =
  `Files are typed by their content: images JPEG, PNG or WebP (max ${mb(UPLOAD_LIMITS.image)}), ` +
  `video MP4 or WebM (max ${mb(UPLOAD_LIMITS.video)}), sanction files PDF or image ` +
  `(max ${mb(UPLOAD_LIMITS.document)}); 413 when too large (images also past 50 megapixels), 415 ` +
  "for any other type. The client's file name is never used. A 7th image, a 2nd video, a 2nd file " +
  'for one slot or a file for a sanction not selected earlier in the form is refused (400) as its ' +
  'part arrives. Images are decoded only once the fields are valid, a few at a time, and ' +
  're-encoded (metadata removed) with WebP variants `-card.webp` (480 px), `-medium.webp` (800 px) ' +
  'and `-gallery.webp` (1280 px). Sanction documents are served as downloads in a sandbox. A ' +
  'request that fails keeps no file.';

/** What a field's value is, when its name does not say (the declaration's kind). */
function storeFieldNote(name: PropertyFieldName): string {
  const { kind, label, required } = propertyField(name);
  const notes = [
    kind === 'lookup' ? `${label.toLowerCase()} id` : '',
    kind === 'month' ? `${label.toLowerCase()} month YYYY-MM` : '',
    kind === 'mapUrl' ? 'embed URL or pasted iframe' : '',
    kind === 'registration' ? 'of the form of the site’s RERA numbers' : '',
    kind === 'bhk' ? `bedrooms ${BEDROOMS_MIN} (1 RK) to ${BEDROOMS_MAX}` : '',
    kind === 'sqft' ? 'sq.ft.' : '',
    required === undefined ? 'optional' : '',
  ].filter(Boolean);
  return notes.length > 0 ? `${name} (${notes.join(', ')})` : name;
}

/** The link lists (ids kept in link tables). */
const LINK_FIELDS = PROPERTY_FIELD_NAMES.filter((name) => propertyField(name).kind === 'links');

/** OpenAPI description of POST store: the multipart field conventions. */
export const STORE_DESCRIPTION = [
  'multipart/form-data with the flat draft fields by name: ' +
    `${PROPERTY_COLUMN_FIELDS.map(storeFieldNote).join(', ')}.`,
  `${LINK_FIELDS.map((name) => `\`${name}\``).join(' and ')}: id lists, as repeated fields ` +
    '(`name` or `name[]`), a JSON list or comma-separated ids.',
  `Images: \`images\` repeated, only the filled slots in order (they become image1, image2, …, at ` +
    `most ${IMAGE_SLOTS}); or parts named \`image1\`…\`image${IMAGE_SLOTS}\` for explicit slots. ` +
    'image1, image2 and `video` are required.',
  'Sanction files, one per selected sanction: parts named `sanctionFiles[<sanctionId>]`, or plain ' +
    '`sanctionFiles` parts paired in order with `sanctionIds` (a JSON list) when given, else with ' +
    'the order of `sanction`. Field errors use the keys image1, image2, video and ' +
    '`sanctionFiles[<sanctionId>]`.',
  '`authId` is ignored: the owner is the signed-in user. Answers 201 `{ message, id, prp_id }`.',
  FILE_RULES,
].join('\n\n');

/** OpenAPI description of PUT update/{id}. */
export const UPDATE_DESCRIPTION = [
  `multipart/form-data: ${Object.keys(PROPERTY_UPDATE_WIRES.top).join(', ')}; \`description\`, ` +
    '`features` and `location` as JSON objects with the keys of the full read ' +
    '(GET get_allproperty/{id}); `amenities` (JSON list of ids). A field left out keeps its stored ' +
    'value; the result is validated with the same rules as POST store.',
  'Files: `image1`…`image6` replace their slots; `video` replaces the video; `sanctionFiles` parts ' +
    'are paired in order with `sanctionIds` (JSON list), or named `sanctionFiles[<sanctionId>]`. ' +
    'Sanctions after the update = stored + sanctionIds − deletedSanctions (JSON list), at least ' +
    'one; a new sanction needs a file. Replaced and removed files are deleted after the commit.',
  FILE_RULES,
].join('\n\n');

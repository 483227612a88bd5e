import type { Kysely } from 'kysely';
import type { Readable } from 'node:stream';
import {
  PROPERTY_COLUMN_FIELDS,
  propertyField,
  type EnquiryRow,
  type EnquiryStatus,
  type PropertyListItem,
  type RequirementListQuery,
  type RequirementRow,
} from 'shared-api/contract';
import type { Database } from '../db/schema';
import { csvStream, pagesOf, type CsvColumn } from '../lib/csv';
import type { AuthUser } from '../plugins/auth';
import { listEnquiries } from '../repositories/enquiries';
import type { ListScope, PropertyService } from './properties';
import type { requirementService } from './requirements';

/** Rows read per query while a file streams: memory stays flat however long the list. */
export const EXPORT_BATCH = 500;

const LIST_FIELDS = PROPERTY_COLUMN_FIELDS.filter((name) => propertyField(name).inList === true);

const PROPERTY_COLUMNS: CsvColumn<PropertyListItem>[] = [
  { header: 'Property ID', value: (row) => row.prp_id },
  ...LIST_FIELDS.map((name): CsvColumn<PropertyListItem> => {
    const field = propertyField(name);
    const key = (field.detail ?? name) as keyof PropertyListItem;
    return { header: field.table?.label ?? field.label, value: (row) => row[key] };
  }),
  { header: 'Price before the cut', value: (row) => row.previousPrice ?? null },
  { header: 'Listed on', value: (row) => row.created_at },
];

const ENQUIRY_COLUMNS: CsvColumn<EnquiryRow>[] = [
  { header: 'Enquiry', value: (row) => row.id },
  { header: 'Received', value: (row) => row.created_at },
  { header: 'Property ID', value: (row) => row.prp_id },
  { header: 'Project', value: (row) => row.project_name },
  { header: 'Name', value: (row) => row.name },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'City', value: (row) => row.city },
  { header: 'Occupation', value: (row) => row.occupation },
  { header: 'Time to call', value: (row) => row.time },
  { header: 'Remark', value: (row) => row.remark },
  { header: 'Status', value: (row) => row.status },
  { header: 'First reply', value: (row) => row.first_replied_at ?? null },
];

const names = (items: readonly { name: string }[]) => items.map((item) => item.name).join(', ');

const REQUIREMENT_COLUMNS: CsvColumn<RequirementRow>[] = [
  { header: 'Requirement', value: (row) => row.id },
  { header: 'Created', value: (row) => row.created_at },
  { header: 'Status', value: (row) => row.status },
  { header: 'Purpose', value: (row) => row.purpose },
  { header: 'Name', value: (row) => row.name },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Property types', value: (row) => names(row.property_types) },
  { header: 'BHK', value: (row) => row.bedrooms.join(', ') },
  { header: 'Budget from', value: (row) => row.budget_from },
  { header: 'Budget to', value: (row) => row.budget_to },
  { header: 'Cities', value: (row) => names(row.cities) },
  { header: 'Possession', value: (row) => row.possession },
  { header: 'Note', value: (row) => row.note },
  { header: 'Matching listings', value: (row) => row.matches },
];

/**
 * The three lists as CSV files (decision 098): what the list's filters select, every page of it, with
 * the list's own rights (the caller's scope is decided as the list decides it).
 */
export function exportService({
  db,
  properties,
  requirements,
}: {
  db: Kysely<Database>;
  properties: PropertyService;
  requirements: ReturnType<typeof requirementService>;
}) {
  return {
    properties(scope: ListScope): Readable {
      const read = async (offset: number, limit: number) =>
        (await properties.listPage({ ...scope, page: { ...scope.page, offset, limit } })).items;
      return csvStream(PROPERTY_COLUMNS, pagesOf(read, EXPORT_BATCH));
    },

    enquiries(user: AuthUser, query: { status?: EnquiryStatus; sort?: string }): Readable {
      const filter = { userId: user.role === 'admin' ? undefined : user.id, status: query.status };
      const waitingFirst = query.sort === 'waiting';
      const read = async (offset: number, limit: number) =>
        (await listEnquiries(db, filter, { limit, offset, waitingFirst })).items;
      return csvStream(ENQUIRY_COLUMNS, pagesOf(read, EXPORT_BATCH));
    },

    requirements(user: AuthUser, query: RequirementListQuery): Readable {
      const read = async (offset: number, limit: number) =>
        (await requirements.page(user, { ...query, limit, offset })).items;
      return csvStream(REQUIREMENT_COLUMNS, pagesOf(read, EXPORT_BATCH));
    },
  };
}

import { assetUrl } from 'shared-api';
import type { LookupItem, MasterDescriptor } from 'shared-api/contract';
import { Button, Stack, VisuallyHidden } from 'shared-ui';
import { DataTable, type DataTableColumn } from 'shared-ui/admin';

export interface MasterTableProps {
  master: MasterDescriptor;
  items: LookupItem[];
  onEdit: (item: LookupItem) => void;
  onDelete: (item: LookupItem) => void;
}

function FileLink({ item }: { item: LookupItem }) {
  const href = assetUrl(item.file);
  if (!href) return <span>No file</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      View file<VisuallyHidden> of {item.name}</VisuallyHidden>
    </a>
  );
}

/** Sr. No., Name, (File for sanction), Action: Edit and Delete per row. */
export function MasterTable({ master, items, onEdit, onDelete }: MasterTableProps) {
  const columns: DataTableColumn<LookupItem>[] = [
    { key: 'serial', header: 'Sr. No.', cell: (_item, index) => index + 1, card: 'hidden' },
    { key: 'name', header: 'Name', cell: (item) => item.name, card: 'title' },
    ...(master.hasFile
      ? [{ key: 'file', header: 'File', cell: (item: LookupItem) => <FileLink item={item} /> }]
      : []),
    {
      key: 'action',
      header: 'Action',
      card: 'actions',
      cell: (item) => (
        <Stack $direction="row" $gap={2} $wrap>
          {/* The row's name completes each button's name: ten 'Edit' buttons are ambiguous. */}
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${item.name}`}
            onClick={() => onEdit(item)}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Delete ${item.name}`}
            onClick={() => onDelete(item)}
          >
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  return <DataTable caption={`${master.label} list`} columns={columns} rows={items} />;
}

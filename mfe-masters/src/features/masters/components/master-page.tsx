import { useCallback, useState } from 'react';
import type { LookupItem, MasterDescriptor } from 'shared-api/contract';
import { Container, Stack, usePageTitle } from 'shared-ui';
import { PagedList } from 'shared-ui/admin';
import { useDeleteMasterItem } from '../hooks/use-delete-master-item';
import { useMasterItems } from '../hooks/use-master-items';
import { MasterForm } from './master-form';
import { MasterTable } from './master-table';

export interface MasterPageProps {
  master: MasterDescriptor;
}

/** The generic master-data screen: one form and one list for any lookup descriptor. */
export function MasterPage({ master }: MasterPageProps) {
  usePageTitle(`${master.label} list`);
  const { items, isLoading, reload } = useMasterItems(master);
  const [editing, setEditing] = useState<LookupItem | null>(null);

  const handleSaved = useCallback(() => {
    setEditing(null);
    void reload();
  }, [reload]);

  const handleDeleted = useCallback(
    (item: LookupItem) => {
      // The row being edited is gone: stay in add mode rather than update a missing row.
      setEditing((current) => (current?.id === item.id ? null : current));
      void reload();
    },
    [reload],
  );
  const handleDelete = useDeleteMasterItem(master, handleDeleted);

  return (
    <Container>
      <Stack $gap={5}>
        <MasterForm
          // A fresh form per mode and row: defaults, errors and the file input start clean.
          key={editing ? `edit-${editing.id}` : 'add'}
          master={master}
          editing={editing}
          onSaved={handleSaved}
          onCancel={() => setEditing(null)}
        />
        <PagedList
          isLoaded={!isLoading || items.length > 0}
          loadingLabel={`Loading ${master.label} list`}
        >
          <MasterTable
            master={master}
            items={items}
            onEdit={setEditing}
            onDelete={(item) => void handleDelete(item)}
          />
        </PagedList>
      </Stack>
    </Container>
  );
}

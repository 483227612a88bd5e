import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteDemoListings, demoListingCountQuery, invalidateProperties } from 'shared-api';
import { Button, Card, useConfirm, useNotify } from 'shared-ui';

export const DELETE_DEMOS_LABEL = 'Delete all demo listings';

/**
 * Going live (decision 094): the demo listings a first start added, removed in one step after a
 * confirmation. Shown to the administrator only while some remain; listings the staff added are
 * never among them.
 */
export function DemoListingsPanel() {
  const { data } = useQuery(demoListingCountQuery());
  const confirm = useConfirm();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutateAsync, isPending } = useMutation({ mutationFn: deleteDemoListings });
  if (!data || data.count === 0) return null;

  const count = data.count;
  const listings = `${count} demo ${count === 1 ? 'listing' : 'listings'}`;
  const handleDelete = async () => {
    const question = `Delete ${listings} and their photos? Listings you added stay. This cannot be undone.`;
    if (!(await confirm(question, { confirmLabel: 'Delete' }))) return;
    try {
      const result = await mutateAsync();
      notify.success(result.message);
    } catch {
      notify.error('Failed to delete the demo listings');
    }
    void invalidateProperties(queryClient);
  };

  return (
    <Card as="section" aria-labelledby="demo-listings-heading">
      <h2 id="demo-listings-heading">Going live</h2>
      <p>
        The site still shows {listings} added on its first start. Remove them before you publish
        your own.
      </p>
      <Button variant="danger" isLoading={isPending} onClick={() => void handleDelete()}>
        {DELETE_DEMOS_LABEL}
      </Button>
    </Card>
  );
}

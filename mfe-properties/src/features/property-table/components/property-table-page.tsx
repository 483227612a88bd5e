import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assetUrl, deleteProperty, invalidateProperties } from 'shared-api';
import { formatPriceInWords } from 'shared-api/contract';
import type { PropertyListItem } from 'shared-api/contract';
import {
  Button,
  Container,
  formatPrice,
  PageHeading,
  useConfirm,
  useNotify,
  usePageTitle,
  VisuallyHidden,
} from 'shared-ui';
import { Link } from 'react-router-dom';
import { DataTable, getPageCount, getSerialNumber, PagedList } from 'shared-ui/admin';
import type { DataTableColumn } from 'shared-ui/admin';
import { usePropertyPage } from '../hooks/use-property-page';
import { useTableParams } from '../hooks/use-table-params';
import { PROPERTY_PAGE_SIZE } from '../utils/paging';
import { RequirementCount, useRequirementCounts } from './requirement-count';
import { TableToolbar } from './table-toolbar';

/** The listing's photo in its card (the card-sized variant when there is one). */
function Thumbnail({ property }: { property: PropertyListItem }) {
  const src = assetUrl(property.thumbnail ?? property.image1);
  return src ? <img src={src} alt="" width={72} height={72} loading="lazy" /> : null;
}

export const DELETE_QUESTION = 'Are you sure you want to delete this property?';

/** Property Listings table (/table_detail). */
export function PropertyTablePage() {
  usePageTitle('Property Listings');
  const params = useTableParams();
  const { page, q, sort, withoutRera } = params;
  const { data, error, isFetching, queryKey } = usePropertyPage(params);
  const confirm = useConfirm();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { mutateAsync: remove } = useMutation({ mutationFn: deleteProperty });
  const requirementCounts = useRequirementCounts(data?.items ?? []);

  const handleDelete = async (property: PropertyListItem) => {
    if (!(await confirm(DELETE_QUESTION, { confirmLabel: 'Delete' }))) return;
    try {
      await remove(property.id);
    } catch (deleteError) {
      console.error('Failed to delete property', deleteError);
      notify.error('Failed to delete property');
      return;
    }
    notify.success('Property deleted successfully');
    // Gone from the screen at once; the reload then pulls the next row up from the next page.
    queryClient.setQueryData(queryKey, (current) =>
      current
        ? {
            items: current.items.filter((item) => item.id !== property.id),
            total: Math.max(0, current.total - 1),
          }
        : current,
    );
    void invalidateProperties(queryClient);
  };

  // On a phone each row is a card: photo and project name first, then price, status and ID.
  const columns: DataTableColumn<PropertyListItem>[] = [
    {
      key: 'sr',
      header: 'Sr',
      cell: (_, index) => getSerialNumber(page, PROPERTY_PAGE_SIZE, index),
      card: 'hidden',
    },
    {
      key: 'photo',
      header: 'Photo',
      cell: (row) => <Thumbnail property={row} />,
      card: 'media',
      isCardOnly: true,
    },
    { key: 'prp', header: 'Property ID', cell: (row) => row.prp_id, cardOrder: 3 },
    { key: 'status', header: 'Status', cell: (row) => row.status ?? '', cardOrder: 2 },
    { key: 'address', header: 'Address', cell: (row) => row.address, cardOrder: 4 },
    { key: 'name', header: 'Project Name', cell: (row) => row.project_name, card: 'title' },
    {
      key: 'price',
      header: 'Price',
      cell: (row) => formatPrice(row.price),
      cardCell: (row) => formatPriceInWords(row.price),
      cardOrder: 1,
    },
    { key: 'unit', header: 'Unit', cell: (row) => row.unit ?? '', cardOrder: 5 },
    // A dash, not an empty cell: a listing without a number is what the admin looks for here.
    { key: 'rera', header: 'RERA No.', cell: (row) => row.rera_number ?? '—', cardOrder: 6 },
    {
      key: 'requirements',
      header: 'Requirements',
      cell: (row) => <RequirementCount property={row} count={requirementCounts?.[row.id]} />,
      cardOrder: 7,
    },
    {
      key: 'action',
      header: 'Action',
      card: 'actions',
      cell: (row) => (
        <>
          <Link to={`/edit_form/${row.id}`}>
            Edit<VisuallyHidden> {row.prp_id}</VisuallyHidden>
          </Link>{' '}
          <Button variant="danger" size="sm" onClick={() => void handleDelete(row)}>
            Delete<VisuallyHidden> {row.prp_id}</VisuallyHidden>
          </Button>
        </>
      ),
    },
  ];

  const total = data?.total ?? 0;
  return (
    <Container>
      <PageHeading>Property Listings</PageHeading>
      <TableToolbar
        q={q}
        sort={sort}
        withoutRera={withoutRera}
        onSearch={params.setQuery}
        onSort={params.setSort}
        onWithoutRera={params.setWithoutRera}
      />
      <PagedList
        isLoaded={data !== undefined}
        isFetching={isFetching}
        loadingLabel="Loading properties"
        error={error ? 'Failed to load properties' : undefined}
        summary={
          <>
            {total === 1 ? '1 property' : `${total} properties`}
            {q ? ` matching “${q}”` : ''}
            {withoutRera ? ' without a RERA number' : ''}
          </>
        }
        paging={{
          page,
          pageCount: getPageCount(total, PROPERTY_PAGE_SIZE),
          onPageChange: params.setPage,
          label: 'Property pages',
        }}
      >
        <DataTable
          caption="Properties"
          isCaptionHidden
          columns={columns}
          rows={data?.items ?? []}
          cardBelow="lg"
        />
      </PagedList>
    </Container>
  );
}

// `shared-ui/admin`: the parts only the staff's screens use (tables and their cards, pagination,
// the row status select, the file field, form actions, the progress bar). An entry of its own,
// like `shared-ui/forms`: the shared `shared-ui` is a federation singleton that ships whole to
// every visitor's page, and none of this is theirs (decision 089: the home page's JavaScript budget).
// Nothing here holds a React context, so each admin remote bundling its own copy is safe.
export { FormActions } from '../layout/form-actions';
export { ProgressBar, type ProgressBarProps } from '../feedback/progress-bar';
export { RowStatusSelect, type RowStatusSelectProps } from '../fields/row-status-select';
export { FileField, formatFileSize, type FileFieldProps } from '../fields/file-field';
export {
  DataTable,
  type DataCardSlot,
  type DataTableColumn,
  type DataTableProps,
} from '../table/data-table';
export { useMediaQuery } from '../hooks/use-media-query';
export { ChangeList, formatChangeTime, type ChangeListProps } from '../history/change-list';
export { ExportButton, type ExportButtonProps } from '../table/export-button';
export { Pagination, type PaginationProps } from '../table/pagination';
export { PagedList, type PagedListProps } from '../table/paged-list';
export {
  getPageCount,
  getSerialNumber,
  getPageItems,
  type PageItem,
} from '../table/pagination-math';

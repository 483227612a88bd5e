import { useState } from 'react';
import styled from 'styled-components';
import { getErrorMessage, getExport, type ExportList } from 'shared-api';
import { Button } from '../buttons/button';

const Wrap = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  [role='alert'] {
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Hands a downloaded file to the browser as a download with its name. */
function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download: a revoked URL cannot be saved any more.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface ExportButtonProps {
  list: ExportList;
  /** The list's current filters, as its page query sends them (paging is ignored). */
  params: Record<string, string | number | boolean | undefined>;
}

/**
 * "Export CSV" (decision 098): downloads every row the list's current filters select, not only the
 * page shown, through the signed-in client (the file is staff-only, so a plain link would 401).
 */
export function ExportButton({ list, params }: ExportButtonProps) {
  const [isExporting, setIsExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleExport() {
    setIsExporting(true);
    setError(null);
    try {
      const { file, name } = await getExport(list, params);
      saveFile(file, name);
    } catch (caught) {
      setError(getErrorMessage(caught, 'The export failed: try again'));
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Wrap>
      <Button
        variant="secondary"
        onClick={() => void handleExport()}
        disabled={isExporting}
        aria-busy={isExporting}
      >
        {isExporting ? 'Exporting…' : 'Export CSV'}
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </Wrap>
  );
}

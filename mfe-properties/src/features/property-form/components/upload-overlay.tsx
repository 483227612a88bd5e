import styled from 'styled-components';
import { FullScreenSpinner } from 'shared-ui';
import { ProgressBar } from 'shared-ui/admin';

const Panel = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${({ theme }) => theme.space[7]};
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndices.overlay + 1};
  width: min(90vw, 420px);
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** The full-screen spinner of docs/product.md, with how much of the upload has gone (videos are big). */
export function UploadOverlay({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <>
      <FullScreenSpinner label="Saving property" />
      <Panel>
        <p>{percent < 100 ? `Uploading… ${percent}%` : 'Upload complete, saving…'}</p>
        <ProgressBar value={progress} label="Upload progress" />
      </Panel>
    </>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The chosen file and, for images, an object URL to preview it. URLs are made when a file is
 * chosen and revoked when it is replaced or the field unmounts, so previews never leak memory.
 */
export function useFilePreview() {
  const [file, setFile] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const urlRef = useRef<string | null>(null);

  const select = useCallback((next: File | null) => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    const canPreview =
      next !== null && next.type.startsWith('image/') && typeof URL.createObjectURL === 'function';
    urlRef.current = canPreview ? URL.createObjectURL(next) : null;
    setFile(next);
    setPreviewUrl(urlRef.current);
  }, []);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
      urlRef.current = null;
    },
    [],
  );

  return { file, previewUrl, select };
}

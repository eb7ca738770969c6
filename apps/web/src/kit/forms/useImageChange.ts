import { useState } from 'react';

/**
 * The image of a form that edits a stored record (logo, profile picture): a newly picked file, or
 * the stored image marked for removal. Pairs with ImagePicker:
 *
 *   const image = useImageChange();
 *   <ImagePicker value={image.file} onChange={image.setFile}
 *                currentUrl={image.remove ? null : stored} onRemoveCurrent={image.markRemoved} />
 */
export function useImageChange() {
  const [file, setFile] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);
  return {
    file,
    setFile,
    remove,
    markRemoved: () => setRemove(true),
    /** Something to save: a new file or a removal. */
    changed: file !== null || remove,
    clear: () => {
      setFile(null);
      setRemove(false);
    },
  };
}

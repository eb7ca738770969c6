import { useState } from 'react';

/**
 * The image of a form that edits a stored record (logo, profile picture): a newly picked file, or
 * the stored image marked for removal. Pairs with ImagePicker:
 *
 *   const image = useImageChange();
 *   <ImagePicker {...image.pickerProps(storedUrl)} label=... fallback=... />
 */
export function useImageChange() {
  const [file, setFile] = useState<File | null>(null);
  const [remove, setRemove] = useState(false);
  const pick = (picked: File | null) => {
    setFile(picked);
    // A new file replaces the stored one; taking it back shows the stored one again.
    if (picked) setRemove(false);
  };
  return {
    file,
    setFile: pick,
    remove,
    markRemoved: () => setRemove(true),
    /** Something to save: a new file or a removal. */
    changed: file !== null || remove,
    clear: () => {
      setFile(null);
      setRemove(false);
    },
    /** The picker's value, its stored image (none once removed) and its Remove. */
    pickerProps: (storedUrl: string | null | undefined) => ({
      value: file,
      onChange: pick,
      currentUrl: remove ? null : storedUrl,
      onRemoveCurrent: () => setRemove(true),
    }),
  };
}

/**
 * Picks one image (logo, profile picture) with a preview; images only (png, jpeg, gif, webp) up to
 * 5 MB, refusing others with the product texts ('Please select a valid image file', 'Image size must
 * be less than 5MB'). A file may also be dropped on the preview.
 *
 *   const [logo, setLogo] = useState<File | null>(null);
 *   const [removeLogo, setRemoveLogo] = useState(false);
 *   <ImagePicker
 *     label="Company Logo"
 *     value={logo} onChange={setLogo}                         // the newly picked file, or null
 *     currentUrl={removeLogo ? null : company?.branding.logo} // what is stored now (edit mode)
 *     onRemoveCurrent={() => setRemoveLogo(true)}             // optional: offer Remove for the stored image
 *     fallback={initialsOf(name)}                              // shown when there is no image
 *   />
 *
 * Remove on a newly picked file goes back to the stored image.
 */
import { Avatar, Button, FileButton, Group, Stack, Text, type MantineColor } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react';

import { MESSAGES } from '@app/contracts';

import { IMAGE_ACCEPT, imageFileProblem, type ImageFileMessages } from './image-file';

export interface ImagePickerProps {
  label: string;
  value: File | null;
  onChange: (file: File | null) => void;
  currentUrl?: string | null;
  onRemoveCurrent?: () => void;
  fallback?: ReactNode;
  /** Background of the fallback (e.g. the company's theme colour). */
  fallbackColor?: MantineColor;
  shape?: 'circle' | 'rounded';
  size?: number;
  error?: string;
  description?: string;
  disabled?: boolean;
  /** The refusals' wording; the logo texts by default. */
  fileMessages?: ImageFileMessages;
  /** The pick button's label while there is no image ('Upload image' by default). */
  chooseLabel?: string;
}

/** A data URL preview of the picked file (read asynchronously; no object URLs to leak). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return file && preview?.file === file ? preview.url : null;
}

export function ImagePicker({
  label,
  value,
  onChange,
  currentUrl,
  onRemoveCurrent,
  fallback,
  fallbackColor,
  shape = 'rounded',
  size = 72,
  error,
  description = MESSAGES.web.forms.imageHint,
  disabled,
  fileMessages,
  chooseLabel = MESSAGES.web.forms.chooseImage,
}: ImagePickerProps) {
  const t = MESSAGES.web.forms;
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const preview = usePreview(value);
  const shown = value ? preview : (currentUrl ?? null);
  const canRemove = Boolean(value) || Boolean(currentUrl && onRemoveCurrent);

  // The input forgets its file after each pick, so the same file can be picked again after Remove.
  const resetInput = useRef<() => void>(null);
  const pick = (file: File | null) => {
    resetInput.current?.();
    if (!file) return;
    const why = imageFileProblem(file, fileMessages);
    setProblem(why);
    if (!why) onChange(file);
  };
  const remove = () => {
    setProblem(null);
    if (value) onChange(null);
    else onRemoveCurrent?.();
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) pick(event.dataTransfer.files[0] ?? null);
  };
  const shownError = problem ?? error;

  return (
    <Stack gap={6} role="group" aria-labelledby={`${id}-label`}>
      <Text id={`${id}-label`} size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={shown}
          alt={shown ? label : undefined}
          size={size}
          radius={shape === 'circle' ? 'xl' : 'md'}
          color={fallbackColor ?? 'brand'}
          variant="filled"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          style={{
            flexShrink: 0,
            outline: dragging ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
            outlineOffset: 2,
          }}
          imageProps={{ style: { objectFit: 'cover' } }}
        >
          {fallback}
        </Avatar>
        <Stack gap={4} miw={0}>
          <Group gap="xs" wrap="wrap">
            <FileButton onChange={pick} accept={IMAGE_ACCEPT} disabled={disabled} resetRef={resetInput}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconPhotoUp size={14} />}
                  aria-describedby={`${id}-hint`}
                >
                  {shown ? t.changeImage : chooseLabel}
                </Button>
              )}
            </FileButton>
            {canRemove && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={remove}
                disabled={disabled}
              >
                {t.removeImage}
              </Button>
            )}
          </Group>
          <Text id={`${id}-hint`} size="xs" c="dimmed">
            {description}
          </Text>
          {shownError && (
            <Text size="xs" c="red" role="alert">
              {shownError}
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}

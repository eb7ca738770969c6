/**
 * Building blocks of the side-panel forms: the panel, the image picker, a small form state, client
 * validation with the contracts' zod schemas, and server errors mapped onto fields.
 */
export * from './form-data';
export * from './FormActions';
export * from './image-file';
export * from './ImagePicker';
export * from './server-errors';
export * from './SidePanel';
export * from './step-up';
export * from './StepUpProof';
export * from './useFormState';
export * from './useImageChange';
export * from './useUploadForm';
export * from './zod-errors';

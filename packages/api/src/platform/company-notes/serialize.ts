/** Company notes answer in the shape every note has (the notes kit). */
export { serializeAttachment, serializeNote, type SerializedNote } from '../../kit/notes/serialize';

/**
 * A note as every notes call answers it (the server's notes kit): the platform's company notes and
 * a company's lead notes share this shape, so one card, editor and panel serve both.
 */
export interface Attachment {
  id: string;
  fileName: string;
  /** A signed link, valid for one to two hours; null when the file cannot be served. */
  fileUrl: string | null;
  contentType: string;
  size: number;
}

export interface Note {
  id: string;
  title: string;
  content: string;
  createdBy: { id: string | null; userName: string; userAvatar: string | null };
  createdAt: string;
  updatedAt: string;
  updatedBy: { id: string | null; userName: string; updatedAt: string } | null;
  isEdited: boolean;
  attachments: Attachment[];
}

/**
 * The panel's words for each kind of record. Brands call their entries columns (built-in ones
 * among them); leads, meetings and enquiries hold only the company's own fields, so their panel
 * says "Fields" and "Add field". The form's and the list's other words are shared.
 */
import { MESSAGES, type CustomColumnEntity } from '@app/contracts';

const m = MESSAGES.crm.columns;
const t = MESSAGES.web.crmColumns;
const r = t.records;

export interface PanelTexts {
  title: string;
  add: string;
  addTitle: string;
  editTitle: (label: string) => string;
  save: string;
  visible: (label: string) => string;
  deleteConfirm: (label: string) => string;
  empty: string;
  dragHint: string;
  name: string;
  nameLocked: string;
  label: string;
  visibleSwitch: string;
  created: string;
  updated: string;
  deleted: string;
}

const BRAND_TEXTS: PanelTexts = {
  title: m.panelTitle,
  add: t.addColumn,
  addTitle: t.addTitle,
  editTitle: t.editTitle,
  save: t.save,
  visible: t.visible,
  deleteConfirm: t.deleteConfirm,
  empty: t.empty,
  dragHint: t.dragHint,
  name: t.fields.name,
  nameLocked: t.fields.nameLocked,
  label: t.fields.label,
  visibleSwitch: t.fields.visible,
  created: m.created,
  updated: m.updated,
  deleted: m.deleted,
};

const RECORD_TEXTS: PanelTexts = {
  title: r.panelTitle,
  add: r.addField,
  addTitle: r.addTitle,
  editTitle: r.editTitle,
  save: r.save,
  visible: r.visible,
  deleteConfirm: r.deleteConfirm,
  empty: r.empty,
  dragHint: r.dragHint,
  name: r.name,
  nameLocked: r.nameLocked,
  label: r.label,
  visibleSwitch: r.visibleInList,
  created: r.created,
  updated: r.updated,
  deleted: r.deleted,
};

export const panelTexts = (entity: CustomColumnEntity): PanelTexts => (entity === 'brand' ? BRAND_TEXTS : RECORD_TEXTS);

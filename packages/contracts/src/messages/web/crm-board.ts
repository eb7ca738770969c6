/** The Leads screen's Board view: one column per stage, cards dragged between them. */
import { counted } from '../counted';

export const webCrmBoardTexts = {
  crmBoard: {
    viewLabel: 'Leads view',
    list: 'List',
    board: 'Board',
    columnLabel: (stage: string, count: number) => `${stage}: ${counted(count, 'lead')}`,
    count: (n: number) => counted(n, 'lead'),
    empty: 'No leads',
    loading: 'Loading leads...',
    loadingMore: 'Loading more...',
    loadFailed: 'Could not load this column.',
    retry: 'Retry',
    overdue: 'Overdue',
    followUp: (date: string) => `Follow-up ${date}`,
    noFollowUp: 'No follow-up',
    noValue: 'No value',
    open: (client: string) => `Open ${client}`,
    pickUp: (client: string) => `Drag ${client} to another stage`,
    stageMenu: (client: string) => `Move ${client} to another stage`,
    moveTo: 'Move to',
    moved: (client: string, stage: string) => `${client} moved to ${stage}`,
    moveFailed: (client: string) => `Could not move ${client}; it is back in its stage.`,
    keyboardHelp: 'Keyboard',
    dragHint:
      'To move a lead with the keyboard, press Space on its card, use the arrow keys to pick a stage, then Space again to drop it or Escape to cancel.',
    announce: {
      pickedUp: (client: string, stage: string) => `Picked up ${client} from ${stage}.`,
      over: (client: string, stage: string) => `${client} is over ${stage}.`,
      dropped: (client: string, stage: string) => `${client} dropped into ${stage}.`,
      cancelled: (client: string) => `Moving ${client} was cancelled.`,
    },
  },
} as const;

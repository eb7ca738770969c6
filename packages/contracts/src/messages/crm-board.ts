/** The pipeline board of leads (GET /api/crm/leads/board, crm.leadBoard.columns). */
export const crmBoardTexts = {
  leadBoard: {
    fetched: 'Lead board fetched successfully',
  },
} as const;

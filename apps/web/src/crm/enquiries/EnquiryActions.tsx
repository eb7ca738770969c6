import { ActionIcon, Group } from '@mantine/core';
import { IconEye, IconPencil, IconSend, IconTrash, type Icon } from '@tabler/icons-react';

import { MESSAGES } from '@app/contracts';

import { canSendProposal, type EnquiryRow } from './enquiry-row';

export interface EnquiryActionsProps {
  enquiry: EnquiryRow;
  onEdit: (enquiry: EnquiryRow) => void;
  onView: (enquiry: EnquiryRow) => void;
  onSendProposal: (enquiry: EnquiryRow) => void;
  onDelete: (enquiry: EnquiryRow) => void;
}

/**
 * An enquiry row's four buttons titled Edit, View Details, Send Proposal and Delete (docs/product/crm.md#enquiries);
 * Send Proposal is disabled for a Won or Lost enquiry.
 */
export function EnquiryActions({ enquiry, onEdit, onView, onSendProposal, onDelete }: EnquiryActionsProps) {
  const a = MESSAGES.web.crmEnquiries.actions;
  const open = canSendProposal(enquiry.stage);
  const button = (title: string, icon: Icon, color: string, onClick: () => void, disabled = false) => {
    const ButtonIcon = icon;
    return (
      <ActionIcon
        variant="subtle"
        color={color}
        title={title}
        aria-label={`${title}: ${enquiry.clientName}`}
        onClick={onClick}
        disabled={disabled}
      >
        <ButtonIcon size={16} />
      </ActionIcon>
    );
  };
  return (
    <Group gap={4} wrap="nowrap">
      {button(a.edit, IconPencil, 'blue', () => onEdit(enquiry))}
      {button(a.view, IconEye, 'gray', () => onView(enquiry))}
      {button(a.sendProposal, IconSend, 'violet', () => onSendProposal(enquiry), !open)}
      {button(a.delete, IconTrash, 'red', () => onDelete(enquiry))}
    </Group>
  );
}

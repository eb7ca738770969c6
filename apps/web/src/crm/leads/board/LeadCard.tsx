/**
 * A lead on the board: client, brand, value, CS person and follow-up (red when overdue). The grip
 * picks it up (mouse, touch or Space); the menu moves it without dragging (touch, or anyone); a
 * click anywhere else opens the lead.
 */
import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Avatar, Menu } from '@mantine/core';
import { IconDots, IconGripVertical } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { LEAD_STAGES, MESSAGES } from '@app/contracts';

import { formatDate, formatINR, initialsOf } from '../../../kit/format';
import { COMPANY_PATHS } from '../../../company/paths';
import type { LeadRow } from '../lead-row';
import { isOverdue } from './follow-up-due';
import classes from './LeadCard.module.css';

const t = MESSAGES.web.crmBoard;

/** Every card has this height (px): the virtualiser places cards without measuring them. */
export const CARD_HEIGHT = 112;

const leadPath = (id: string) => `${COMPANY_PATHS.crmLeads}/${id}`;

interface CardProps {
  lead: LeadRow;
  avatar: string | null;
  /** The company's calendar day (follow-up-due.ts). */
  today: string;
  onMove: (lead: LeadRow, stage: string) => void;
}

function FollowUp({ date, today }: { date: string | null; today: string }) {
  if (!date) return <span className={classes.line}>{t.noFollowUp}</span>;
  const overdue = isOverdue(date, today);
  return (
    <span className={`${classes.line} ${overdue ? classes.overdue : ''}`} data-overdue={overdue || undefined}>
      {t.followUp(formatDate(date))}
      {overdue && ` · ${t.overdue}`}
    </span>
  );
}

/**
 * The stage menu. A closed menu is only its button: a Mantine Menu per card would cost every card
 * its floating-position wiring while scrolling, so the menu itself is made on the first click.
 */
function StageMenu({ lead, onMove }: Pick<CardProps, 'lead' | 'onMove'>) {
  const [made, setMade] = useState(false);
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={t.stageMenu(lead.clientName)}
      aria-haspopup="menu"
      onClick={made ? undefined : () => setMade(true)}
    >
      <IconDots size={16} />
    </ActionIcon>
  );
  if (!made) return button;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened onClose={() => setMade(false)}>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t.moveTo}</Menu.Label>
        {LEAD_STAGES.filter((stage) => stage !== lead.stage).map((stage) => (
          <Menu.Item key={stage} onClick={() => onMove(lead, stage)}>
            {stage}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

type Draggable = ReturnType<typeof useDraggable>;

/** The drag wiring of the grip; absent on the copy under the pointer. */
interface Grip {
  setActivatorNodeRef: Draggable['setActivatorNodeRef'];
  attributes: Draggable['attributes'];
  listeners: Draggable['listeners'];
}

/** The card's face; also drawn under the pointer while dragging (without the drag wiring). */
export function CardFace({
  lead,
  avatar,
  today,
  onMove,
  grip,
  dragging = false,
}: CardProps & { grip?: Grip; dragging?: boolean }) {
  const navigate = useNavigate();
  // Clicks on the grip, the menu or the link do their own thing; the rest of the card opens the lead.
  const open = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('button, a, [role="menu"]')) return;
    void navigate(leadPath(lead.id));
  };
  return (
    <div className={classes.card} onClick={open} data-lead={lead.clientName} data-dragging={dragging || undefined}>
      <ActionIcon
        ref={grip?.setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={t.pickUp(lead.clientName)}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...grip?.attributes}
        {...grip?.listeners}
      >
        <IconGripVertical size={14} />
      </ActionIcon>
      <Link to={leadPath(lead.id)} className={classes.client}>
        {lead.clientName}
      </Link>
      <StageMenu lead={lead} onMove={onMove} />
      <span className={classes.line}>{lead.brand}</span>
      <span className={classes.money}>
        {lead.estimatedValue === null ? t.noValue : formatINR(lead.estimatedValue)}
        {lead.csPerson && (
          <Avatar
            src={avatar}
            alt={lead.csPerson}
            title={lead.csPerson}
            size={24}
            radius="xl"
            color="initials"
            name={lead.csPerson}
          >
            {initialsOf(lead.csPerson)}
          </Avatar>
        )}
      </span>
      <FollowUp date={lead.nextFollowUpDate} today={today} />
    </div>
  );
}

/** A card that can be picked up; memoised so scrolling a column re-renders only new cards. */
export const LeadCard = memo(function LeadCard(props: CardProps) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, isDragging } = useDraggable({
    id: props.lead.id,
    data: { lead: props.lead },
  });
  return (
    <div ref={setNodeRef} style={{ height: '100%' }}>
      <CardFace {...props} grip={{ setActivatorNodeRef, attributes, listeners }} dragging={isDragging} />
    </div>
  );
});

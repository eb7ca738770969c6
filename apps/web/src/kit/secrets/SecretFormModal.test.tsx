// @vitest-environment happy-dom
import { TextInput } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api/errors';
import { renderApp } from '../../testing/render';
import { SecretFormModal } from './SecretFormModal';
import { useSecretForm, type SecretFormOptions } from './useSecretForm';

afterEach(cleanup);

// The secret's autosizing field listens for web fonts loading, which happy-dom does not have.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', { value: { addEventListener() {}, removeEventListener() {} } });
});

const TEXTS = {
  title: 'Copy your token',
  notice: 'Token created',
  warning: 'It is not shown again.',
  label: 'Token',
  usage: 'Send it with each call.',
  copy: 'Copy token',
  done: 'Done',
};

type Values = { name: string };
type Options = Pick<SecretFormOptions<Values>, 'send' | 'onClose' | 'resetOnClose'>;

/** A dialog of one required field, over the hook and the modal as a screen uses them. */
function TokenDialog(options: Options) {
  const dialog = useSecretForm<Values>({
    initial: { name: '' },
    validate: (values) => ({ name: values.name ? undefined : 'Name is required' }),
    fallback: 'Failed to create the token',
    fieldMap: { label: 'name' },
    ...options,
  });
  return (
    <SecretFormModal
      dialog={dialog}
      opened
      title="Create token"
      size="lg"
      secretTexts={TEXTS}
      cancelLabel="Cancel"
      submitLabel="Create"
      busyLabel="Creating..."
    >
      <TextInput {...dialog.form.field('name')} label="Name" disabled={dialog.busy} />
    </SecretFormModal>
  );
}

const name = () => screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create' }));

describe('SecretFormModal with useSecretForm', () => {
  it('checks the fields first and sends nothing while one is wrong', async () => {
    const send = vi.fn(async () => 'tok_1');
    renderApp(<TokenDialog send={send} onClose={vi.fn()} />);
    await create();
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the server's refusal under its field, and the fallback in the banner when no message came", async () => {
    const send = vi
      .fn<Options['send']>()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Name is taken', [{ path: 'label', msg: 'Name is taken' }]))
      .mockRejectedValueOnce(new Error());
    renderApp(<TokenDialog send={send} onClose={vi.fn()} />);
    await userEvent.type(name(), 'Zap');
    await create();
    expect(send).toHaveBeenCalledWith({ name: 'Zap' });
    expect(name().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Name is taken').length).toBeGreaterThan(0);
    await create();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create the token');
  });

  it('shows the secret in place of the form, kept from a click beside the dialog, and forgets it on Done', async () => {
    const onClose = vi.fn();
    renderApp(<TokenDialog send={async () => 'tok_1'} onClose={onClose} resetOnClose />);
    await userEvent.type(name(), 'Zap');
    await create();
    expect(await screen.findByText('Copy your token')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Token' }) as HTMLTextAreaElement).value).toBe('tok_1');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
    // Still mounted (the screen keeps the dialog between openings): the next opening starts empty.
    expect(screen.getByText('Create token')).toBeTruthy();
    expect(name().value).toBe('');
  });

  it('keeps the values on closing when the dialog is mounted afresh for each opening', async () => {
    const onClose = vi.fn();
    renderApp(<TokenDialog send={async () => null} onClose={onClose} />);
    await userEvent.type(name(), 'Zap');
    await create();
    expect(screen.queryByText('Copy your token')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(name().value).toBe('Zap');
  });

  it('cannot be closed while a save is under way', async () => {
    let answer: (secret: string) => void = () => {};
    const onClose = vi.fn();
    renderApp(<TokenDialog send={() => new Promise((resolve) => (answer = resolve))} onClose={onClose} />);
    await userEvent.type(name(), 'Zap');
    await create();
    const busy = screen.getByRole('button', { name: 'Creating...' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    answer('tok_2');
    expect(await screen.findByText('Copy your token')).toBeTruthy();
  });
});

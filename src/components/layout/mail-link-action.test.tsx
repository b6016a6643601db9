// The page a mail's link opens: nothing happens until the button is pressed; then it says how it went.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { MailLinkAction, type MailLinkActionProps } from './mail-link-action';

const WORDS = { intro: 'Press to confirm.', submit: 'Confirm', failed: 'It failed.', home: 'Home' };

async function show(props: Partial<MailLinkActionProps>, language: 'en' | 'fr' = 'en') {
  const onSubmit = vi.fn();
  const rendered = await renderWithApp(
    <MailLinkAction {...WORDS} pending={false} isError={false} onSubmit={onSubmit} {...props} />,
    { language },
  );
  return { onSubmit, ...rendered };
}

describe('MailLinkAction', () => {
  it('does nothing on opening; the button does the action', async () => {
    const { onSubmit } = await show({});
    expect(await screen.findByText('Press to confirm.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('holds the button while the action runs, in the visitor’s language', async () => {
    await show({ pending: true }, 'fr');
    const button = await screen.findByRole('button', { name: 'Veuillez patienter…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('says when the call failed and keeps the button', async () => {
    await show({ isError: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('It failed.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('gives the outcome as a status when it went through, as an alert when not, with the way home', async () => {
    const { unmount } = await show({ outcome: { ok: true, text: 'Done.' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Done.');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    await show({ outcome: { ok: false, text: 'Unknown link.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown link.');
  });
});

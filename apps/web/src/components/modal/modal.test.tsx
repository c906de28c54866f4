import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../test/test-i18n';
import { Modal } from './modal';

beforeAll(async () => {
  await setupTestI18n('EN');
});

function Harness({
  closeOnBackdrop,
  dismissible,
}: {
  closeOnBackdrop?: boolean;
  dismissible?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open notices
      </button>
      <input aria-label="Outside field" />
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Site notice"
        closeOnBackdrop={closeOnBackdrop}
        dismissible={dismissible}
      >
        <p>Welcome.</p>
        <a href="/help">Help</a>
        <button type="button">Agree</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Hidden">
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open notices' }));
    const dialog = screen.getByRole('dialog', { name: 'Site notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Site notice' })).toBeInTheDocument();
  });

  it('focuses the first control of its content on open', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open notices' }));
    expect(screen.getByRole('link', { name: 'Help' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open notices' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const help = screen.getByRole('link', { name: 'Help' });
    const agree = screen.getByRole('button', { name: 'Agree' });

    await user.tab();
    expect(agree).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(help).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(agree).toHaveFocus();
  });

  it('pulls focus back when something outside takes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open notices' }));
    screen.getByRole('textbox', { name: 'Outside field' }).focus();
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open notices' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the close button and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open notices' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click unless told not to, never on a click inside', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open notices' }));
    await user.click(screen.getByText('Welcome.'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    render(<Harness closeOnBackdrop={false} />);
    await user.click(screen.getByRole('button', { name: 'Open notices' }));
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has no close button and ignores Escape and the backdrop when not dismissible', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible={false} />);
    await user.click(screen.getByRole('button', { name: 'Open notices' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('dialog').parentElement!);
    expect(screen.getByRole('dialog', { name: 'Site notice' })).toBeInTheDocument();
  });

  it('locks the page scroll while open and restores it after', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open notices' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('focuses the given element first', async () => {
    function WithInitial() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => {}} title="Pick" initialFocusRef={ref}>
          <button type="button">First</button>
          <button type="button" ref={ref}>
            Second
          </button>
        </Modal>
      );
    }
    render(<WithInitial />);
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus();
  });

  it('focuses the dialog itself when its content has no control', () => {
    render(
      <Modal open onClose={() => {}} title="Plain">
        <p>Only text.</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('lets only the top dialog answer Escape when dialogs are stacked', async () => {
    const user = userEvent.setup();
    const closeOuter = vi.fn();
    function Stacked() {
      const [inner, setInner] = useState(true);
      return (
        <Modal open onClose={closeOuter} title="Outer">
          <button type="button">Outer action</button>
          <Modal open={inner} onClose={() => setInner(false)} title="Inner">
            <button type="button">Inner action</button>
          </Modal>
        </Modal>
      );
    }
    render(<Stacked />);
    expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(closeOuter).not.toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(closeOuter).toHaveBeenCalledTimes(1);
  });

  it('returns focus to the control in the outer dialog that opened the inner one', async () => {
    const user = userEvent.setup();
    function LoginThenForgot() {
      const [forgot, setForgot] = useState(false);
      return (
        <Modal open onClose={() => {}} title="Log in">
          <button type="button" onClick={() => setForgot(true)}>
            Forgot password
          </button>
          <Modal open={forgot} onClose={() => setForgot(false)} title="Reset password">
            <input aria-label="Email" />
          </Modal>
        </Modal>
      );
    }
    render(<LoginThenForgot />);
    const forgot = screen.getByRole('button', { name: 'Forgot password' });
    await user.click(forgot);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Reset password' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Reset password' })).not.toBeInTheDocument();
    expect(forgot).toHaveFocus();
  });
});

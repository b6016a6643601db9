import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';

describe('Button', () => {
  it('renders a button of type button with the variant classes merged with its own', () => {
    render(
      <Button variant="outline" className="mt-6 px-3">
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('border-ink/30', 'mt-6', 'px-3');
    // cn lets the caller's padding replace the size's.
    expect(button).not.toHaveClass('px-6');
  });

  it('asChild renders the child element itself with the button classes, no wrapper', () => {
    const { container } = render(
      <Button asChild variant="outline" size="sm" className="self-start">
        <a href="/collection">Collection</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Collection' });
    expect(container.firstChild).toBe(link);
    expect(screen.queryByRole('button')).toBeNull();
    expect(link).toHaveAttribute('href', '/collection');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('inline-flex', 'rounded-full', 'border-ink/30', 'h-9', 'self-start');
  });

  it('asChild forwards its props and ref to the child and keeps the child own class and handlers', () => {
    const ref = createRef<HTMLButtonElement>();
    const onButtonClick = vi.fn();
    const onChildClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Button asChild ref={ref} aria-label="Open" data-kind="menu" onClick={onButtonClick}>
        <a href="/menu" className="w-full" onClick={onChildClick}>
          Menu
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Open' });
    expect(ref.current).toBe(link);
    expect(link).toHaveAttribute('data-kind', 'menu');
    expect(link).toHaveClass('w-full', 'bg-moss');
    fireEvent.click(link);
    expect(onChildClick).toHaveBeenCalledOnce();
    expect(onButtonClick).toHaveBeenCalledOnce();
  });
});

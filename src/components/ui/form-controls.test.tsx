import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SelectField } from './field';
import { Checkbox, describedBy, FieldMessage, Input, Label, Radio, Textarea } from './form-controls';

describe('form primitives', () => {
  it('Input merges the caller classes over the shared look and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="Code" className="min-w-0 uppercase" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(ref.current).toBe(input);
    expect(input).toHaveClass('h-11', 'rounded-lg', 'border-ink/30', 'min-w-0', 'uppercase');
  });

  it('an invalid control has the error border instead of the usual one', () => {
    render(<Textarea aria-label="Note" aria-invalid className="p-3" />);
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area).toHaveClass('border-rust', 'p-3');
    expect(area).not.toHaveClass('border-ink/30', 'px-3', 'py-2');
  });

  it('Checkbox and Radio are typed inputs a wrapping Label names', () => {
    render(
      <>
        <Label className="font-normal">
          <Checkbox className="mt-0.5" /> Terms
        </Label>
        <Label>
          <Radio name="option" value="deposit" /> Deposit
        </Label>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Terms' })).toHaveClass('h-5', 'accent-moss', 'mt-0.5');
    expect(screen.getByRole('radio', { name: 'Deposit' })).toHaveClass('h-4', 'accent-moss');
    const terms = screen.getByText('Terms');
    expect(terms).toHaveClass('font-normal', 'text-sm');
    expect(terms).not.toHaveClass('font-medium');
  });

  it('FieldMessage takes the id describedBy names and passes other attributes on', () => {
    render(
      <FieldMessage id="promo" tone="error" role="alert" className="mt-1">
        Unknown code
      </FieldMessage>,
    );
    const message = screen.getByRole('alert');
    expect(message).toHaveAttribute('id', 'promo-error');
    expect(message).toHaveClass('text-rust', 'mt-1');
    expect(describedBy('promo', undefined, 'Unknown code')).toBe('promo-error');
    expect(describedBy('promo', 'hint', 'error')).toBe('promo-hint promo-error');
    expect(describedBy('promo')).toBeUndefined();
  });

  it('SelectField labels its select and describes it by its error', () => {
    render(
      <SelectField label="Country" error="Choose a country" value="" onChange={() => undefined}>
        <option value="">Choose</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a country');
  });
});

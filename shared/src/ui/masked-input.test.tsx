import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MaskedInput } from './masked-input.tsx';

afterEach(() => cleanup());

function PatternHarness({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  const handleChange = (next: string) => {
    setValue(next);
    onValue(next);
  };
  return <MaskedInput data-testid="masked" mask="+7 (###) ###-##-##" value={value} onChange={handleChange} />;
}

function NumberHarness({ onValue }: { onValue: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1500);
  const handleChange = (next: number | null) => {
    setValue(next);
    onValue(next);
  };
  return (
    <MaskedInput
      data-testid="masked"
      number={{ fractionDigits: 2, unsigned: true, thousandsSeparator: ' ' }}
      value={value}
      onChange={handleChange}
    />
  );
}

describe('MaskedInput', () => {
  it('masks a pattern as the user types and keeps the caret at the end', async () => {
    const values: string[] = [];
    render(<PatternHarness onValue={(value) => values.push(value)} />);
    const input = screen.getByTestId<HTMLInputElement>('masked');
    await userEvent.type(input, '9161234567');
    expect(input.value).toBe('+7 (916) 123-45-67');
    expect(values.at(-1)).toBe('+7 (916) 123-45-67');
    expect(input.selectionStart).toBe(input.value.length);
  });

  it('puts the caret after the character typed in the middle', async () => {
    render(<PatternHarness onValue={() => undefined} />);
    const input = screen.getByTestId<HTMLInputElement>('masked');
    await userEvent.type(input, '91612');
    expect(input.value).toBe('+7 (916) 12');
    // Insert "5" right after "9": everything shifts, the caret stays after the "5".
    input.setSelectionRange(5, 5);
    fireEvent.change(input, { target: { value: '+7 (9516) 12', selectionStart: 6 } });
    expect(input.value).toBe('+7 (951) 612');
    expect(input.selectionStart).toBe(6);
  });

  it('shows a number formatted and reports the number', async () => {
    const values: (number | null)[] = [];
    render(<NumberHarness onValue={(value) => values.push(value)} />);
    const input = screen.getByTestId<HTMLInputElement>('masked');
    expect(input.value).toBe('1 500');
    await userEvent.clear(input);
    expect(values.at(-1)).toBeNull();
    await userEvent.type(input, '-12a345.678');
    expect(input.value).toBe('12 345.67');
    expect(values.at(-1)).toBe(12345.67);
  });

  it('keeps a trailing decimal separator while typing', async () => {
    const values: (number | null)[] = [];
    render(<NumberHarness onValue={(value) => values.push(value)} />);
    const input = screen.getByTestId<HTMLInputElement>('masked');
    await userEvent.clear(input);
    await userEvent.type(input, '12.');
    expect(input.value).toBe('12.');
    expect(values.at(-1)).toBe(12);
  });
});

import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../../app/system';
import { FilterSelect, ListSearchForm } from './list-filters';

const renderWithTheme = (node: ReactNode) => render(<ChakraProvider value={system}>{node}</ChakraProvider>);

describe('ListSearchForm', () => {
  it('searches the trimmed text on submit, not while typing', () => {
    const onSearch = vi.fn();
    renderWithTheme(<ListSearchForm value={undefined} placeholder="Lender name" onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  harbor ' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('harbor');
  });

  it('clears the search when submitted empty, and follows the link when it changes elsewhere', () => {
    const onSearch = vi.fn();
    const { rerender } = renderWithTheme(<ListSearchForm value="harbor" placeholder="Lender name" onSearch={onSearch} />);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('harbor');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '   ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith(undefined);
    rerender(
      <ChakraProvider value={system}>
        <ListSearchForm value={undefined} placeholder="Lender name" onSearch={onSearch} />
      </ChakraProvider>,
    );
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });
});

describe('FilterSelect', () => {
  it('offers "All" first, which clears the filter', () => {
    const onChange = vi.fn();
    renderWithTheme(<FilterSelect label="State" value="TX" options={[{ value: 'TX', label: 'Texas' }]} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    expect([...select.options].map((option) => option.text)).toEqual(['All', 'Texas']);
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});

import { Button, chakra, Field, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/** A list filter as a labelled select whose first option, "All", clears it (`undefined`). */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: readonly FilterOption[];
  onChange(value: string | undefined): void;
}) {
  return (
    <Field.Root w={{ base: 'full', sm: '48' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">All</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * A list's search box: the text is applied on submit (not on every key, so the link and the query change once),
 * trimmed, an empty search clearing it; it follows the link when the search changes elsewhere (Clear filters).
 */
export function ListSearchForm({ value, placeholder, onSearch }: { value: string | undefined; placeholder: string; onSearch(value: string | undefined): void }) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  }

  return (
    <chakra.form role="search" onSubmit={submit} display="flex" gap="2" alignItems="flex-end" flexWrap="wrap">
      <Field.Root flex="1" minW="56">
        <Field.Label fontSize="sm">Search</Field.Label>
        <Input size="sm" type="search" value={text} maxLength={100} onChange={(event) => setText(event.target.value)} placeholder={placeholder} />
      </Field.Root>
      <Button type="submit" size="sm">
        Search
      </Button>
    </chakra.form>
  );
}

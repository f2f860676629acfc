import { Box, Field, Input, Text, useFieldContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled form field with its help text and error message (Chakra Field: ids, aria-invalid, aria-describedby). */
export function FormField({
  label,
  error,
  helper,
  required,
  children,
}: {
  label: string;
  error?: string;
  helper?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

const CHEVRON = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%234a5568' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")`;

/** A native select styled like the inputs, with a chevron (no extra Chakra recipe in the bundle). */
export function SelectInput({
  registration,
  placeholder,
  options,
  defaultValue = '',
}: {
  registration: UseFormRegisterReturn;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  /** The choice shown before the app runs (a refused post's value): the server's markup must carry it. */
  defaultValue?: string;
}) {
  // The field's id, aria-invalid and aria-describedby, as Chakra gives its own inputs.
  const field = useFieldContext();
  return (
    <Input
      asChild
      pe={10}
      cursor="pointer"
      bgImage={CHEVRON}
      backgroundRepeat="no-repeat"
      backgroundPosition="right 0.75rem center"
      backgroundSize="1rem"
    >
      <select {...field?.getSelectProps()} {...registration} defaultValue={defaultValue}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Input>
  );
}

export function TextArea({
  registration,
  rows = 5,
  defaultValue,
}: {
  registration: UseFormRegisterReturn;
  rows?: number;
  defaultValue?: string;
}) {
  const field = useFieldContext();
  return (
    <Input asChild h="auto" py={2}>
      <textarea rows={rows} {...field?.getTextareaProps()} {...registration} defaultValue={defaultValue} />
    </Input>
  );
}

/** A consent checkbox with its own label and error (a native checkbox: no extra recipe). */
export function ConsentCheckbox({
  registration,
  error,
  defaultChecked,
  children,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  defaultChecked?: boolean;
  children: ReactNode;
}) {
  const id = `${registration.name}-checkbox`;
  return (
    <Box>
      <Box display="flex" gap={3} alignItems="flex-start">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{ width: '1.15rem', height: '1.15rem', marginTop: '0.2rem', accentColor: '#2563eb', flexShrink: 0 }}
          defaultChecked={defaultChecked}
          {...registration}
        />
        <Text asChild fontSize="sm" color="gray.700">
          <label htmlFor={id}>{children}</label>
        </Text>
      </Box>
      {error ? (
        <Text id={`${id}-error`} color="red.600" fontSize="sm" mt={1}>
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

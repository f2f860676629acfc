import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (e.g. a note being typed, before asking the server for a preview). */
export function useDebounced<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

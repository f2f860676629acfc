/**
 * An e-mail address that, on a narrow screen, wraps only before its '@': the name and the domain each stay on one
 * line (browsers would otherwise break a long address anywhere, or after a hyphen). One inline box, so a flex
 * parent (Chakra's Link) does not lay the parts out as separate items.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <span>
      <span style={{ whiteSpace: 'nowrap' }}>{address.slice(0, at)}</span>
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>{address.slice(at)}</span>
    </span>
  );
}

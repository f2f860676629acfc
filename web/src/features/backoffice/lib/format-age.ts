/**
 * How long something has waited, for every back-office screen (queue, lists, workspace): whole hours below a day
 * ("3 h"), then days and hours ("2 d 4 h"), days alone from a week. SLA clocks count plain hours (Decisions taken).
 */
export function formatAge(hours: number): string {
  if (hours < 1) return 'under 1 h';
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest === 0 || days >= 7 ? `${days} d` : `${days} d ${rest} h`;
}

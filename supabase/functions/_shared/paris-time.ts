// The shop's clock: the calendar day and time of an instant in Paris (Europe/Paris), whatever the server's zone.
// Used where a rule or a text names Paris time: ECB rates published at 16:00 Paris, withdrawal deadlines.

export type ParisTime = { date: string; hour: number; minute: number; hhmm: string };

const PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day (YYYY-MM-DD) and time of an instant in Paris. */
export function parisTime(at: Date | string): ParisTime {
  const parts = Object.fromEntries(
    PARTS.formatToParts(typeof at === 'string' ? new Date(at) : at).map((part) => [part.type, part.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    hhmm: `${parts.hour}:${parts.minute}`,
  };
}

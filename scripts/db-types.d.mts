export const TYPES_FILE: string;
export function generateTypes(dbUrl: string): Promise<string>;
export function withFreshDatabase<T>(work: (dbUrl: string) => Promise<T>): Promise<T>;

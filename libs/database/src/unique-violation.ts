/** Whether `error` is PostgreSQL refusing a row because unique index `constraint` already holds its key. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const candidate = error as {
    code?: string;
    constraint?: string;
    driverError?: { code?: string; constraint?: string };
  };
  const cause = candidate?.driverError ?? candidate;
  return cause?.code === '23505' && cause.constraint === constraint;
}

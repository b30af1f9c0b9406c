/** The PostgreSQL server tests create their throw-away databases on. */
export const TEST_POSTGRES_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

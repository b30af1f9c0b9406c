export const HEALTH_OPTIONS = Symbol('HEALTH_OPTIONS');

export interface HealthOptions {
  /** Whether readiness needs the service's PostgreSQL database. */
  database: boolean;
}

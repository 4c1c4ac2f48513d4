import type { QueryFailedError } from 'typeorm';

/**
 * PostgreSQL's SQLSTATE of a failed query ('23505' unique_violation, '40P01' deadlock, …); undefined for any other error.
 * TypeORM's errors carry their class name, so reading one needs no import of the database's code here.
 */
export function sqlState(error: unknown): string | undefined {
  return error instanceof Error && error.name === 'QueryFailedError' ? ((error as QueryFailedError).driverError as { code?: string }).code : undefined;
}

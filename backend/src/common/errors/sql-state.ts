import { QueryFailedError } from 'typeorm';

/** PostgreSQL's SQLSTATE of a failed query ('23505' unique_violation, '40P01' deadlock, …); undefined for any other error. */
export function sqlState(error: unknown): string | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
}

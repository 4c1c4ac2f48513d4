import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** The health check's question to the database. */
@Injectable()
export class HealthRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** true when the database answers a trivial query. */
  answers(): Promise<boolean> {
    return this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
  }
}

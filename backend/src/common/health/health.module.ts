import { Module } from '@nestjs/common';
import { Draining } from './draining';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';

@Module({ controllers: [HealthController], providers: [HealthRepository, Draining], exports: [Draining] })
export class HealthModule {}

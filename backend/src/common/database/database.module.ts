import { Module } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { TypeOrmModule } from '@nestjs/typeorm';
import { databaseConfig } from '../../config';
import { typeormOptions } from '../../database/typeorm-options';

/** The TypeORM connection of both processes; entities come from each module's forFeature. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [databaseConfig.KEY],
      useFactory: (config: ConfigType<typeof databaseConfig>) => ({ ...typeormOptions(config.url), autoLoadEntities: true }),
    }),
  ],
})
export class DatabaseModule {}

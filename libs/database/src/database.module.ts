import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { openServiceDatabase, type ServiceDatabaseOptions } from './data-source.js';

/**
 * A service's own database for Nest: created when missing and migrated before the app
 * serves anything; its DataSource is injectable everywhere in the app.
 */
@Module({})
export class DatabaseModule {
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          useFactory: () => ({}),
          dataSourceFactory: () => openServiceDatabase(options),
        }),
      ],
    };
  }
}

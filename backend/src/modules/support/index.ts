// The support module's public entry.
export { SupportModule } from './support.module';

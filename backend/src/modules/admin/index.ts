// The admin module's public entry: what the app wires.
export { AdminModule } from './admin.module';

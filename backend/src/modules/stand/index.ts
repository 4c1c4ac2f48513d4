// The stand module's public entry: what the app wires. A device's token is checked through
// StandDeviceTokens (common/auth), which this module provides.
export { StandModule } from './stand.module';

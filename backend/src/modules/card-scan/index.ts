// The card-scan module's public entry: what the app wires.
export { CardScanModule } from './card-scan.module';

export { DatenschutzPage } from './components/datenschutz-page';
export { ImpressumPage } from './components/impressum-page';

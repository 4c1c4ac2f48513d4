export { StandPage } from './components/stand-page';
export { StandStart } from './components/not-released';

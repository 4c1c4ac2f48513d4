export { ArchivePage } from './components/archive-page';
export { useArchivedEvents, useHasArchivedEvents } from './api/get-archived-events';

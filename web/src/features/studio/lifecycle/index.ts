/** The video life cycle's one export for the studio's layout (issue 12): the editorial bar. */
export { EditorialBar } from './components/editorial-bar';

/**
 * The video life cycle's exports for the studio's layout (issue 12): the editorial bar, and the
 * read-only notice of the sections that follow editorial control.
 */
export { EditorialBar } from './components/editorial-bar';
export { EditNotice, useEditAccess } from './components/edit-notice';
export { sectionEditScope } from './model/edit-access';

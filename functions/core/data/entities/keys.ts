/** Key helper shared by the entity definitions (the key's text is its template, filled in). */
export { key } from '../table/model.js';

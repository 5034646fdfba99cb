/** Key helper shared by the entity definitions: templated keys keep their case exactly. */
export function key<const F extends string, const C extends readonly string[]>(
  field: F,
  composite: C,
  template: string,
) {
  return { field, composite, template, casing: 'none' as const };
}

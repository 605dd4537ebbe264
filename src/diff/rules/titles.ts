/** Titles generated from names, shared by title-changed and the schema walker. */

/**
 * The title pydantic writes for a field or argument that has none of its own: the name as Python's `str.title()`
 * reads it, underscores as spaces (`search_query` → `Search Query`).
 */
export function defaultTitle(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[^a-z])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase())
    .replace(/_/g, ' ');
}

/** A renamed node whose titles are the ones generated from the two names (pydantic's): the rename is the one finding. */
export function titleFollowsName(before: string | undefined, after: string | undefined, renamed: { from: string; to: string } | undefined): boolean {
  return renamed !== undefined && before === defaultTitle(renamed.from) && after === defaultTitle(renamed.to);
}

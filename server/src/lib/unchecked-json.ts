// The serialiser of the hot list routes (deals, projects, account statement): their replies are built
// from fixed column lists and mappers, so they have their schema's shape by construction, and the
// per-reply zod check of 25 rows was a measurable share of a request (bench:deals). Each such route's
// tests hold its reply to the schema instead.
export const uncheckedJson =
  () =>
  (data: unknown): string =>
    JSON.stringify(data);

/** `ООО «Ромашка»` → `Р`: the legal form and quotes say nothing about the company. */
export function companyInitial(name: string): string {
  const bare = name
    .replace(/^\s*(ООО|ОАО|ЗАО|ПАО|АО|ИП|LLC|Ltd\.?|Inc\.?)\s+/i, '')
    .replace(/[«»"'“”„]/g, '')
    .trim();
  return (bare[0] ?? '?').toUpperCase();
}

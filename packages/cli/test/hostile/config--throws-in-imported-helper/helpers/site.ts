export function siteTitle(): string {
  throw new Error('helper broke');
}

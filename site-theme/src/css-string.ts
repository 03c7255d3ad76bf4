/**
 * A CSS string literal holding `value`, safe inside an inline `<style>`: every character but
 * ASCII letters, digits, `-` and `_` becomes a CSS escape (`\3c ` for `<`), so no value can
 * close the string, the rule, or the `<style>` element itself. JSON.stringify is not enough:
 * it leaves `</style>` as it is.
 */
export function cssString(value: string): string {
  let out = '"';
  for (const char of value) {
    out += /^[A-Za-z0-9_-]$/.test(char) ? char : `\\${char.codePointAt(0)!.toString(16)} `;
  }
  return `${out}"`;
}

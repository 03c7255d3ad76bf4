/** An island's props as JSON in its element (`<` escaped: the script cannot be closed early). */
export function IslandProps({ value }: { value: unknown }) {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />;
}
